import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';

/** React.lazy for a module's named component export, so pages keep named exports. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const module = await load();
    const component: ComponentType = module[name];
    return { default: component };
  });
}
