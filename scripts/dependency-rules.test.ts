import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/**
 * Lints `source` as if it were the file at `relativePath`, with exactly the import restrictions that the
 * project's ESLint configuration applies to that path: the test fails if the configuration stops
 * enforcing the dependency direction of DESIGN.md section 2.
 */
async function importViolations(relativePath: string, source: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(path.join(root, relativePath))) as {
    rules?: Record<string, Linter.RuleEntry>;
  };
  const rules: Linter.RulesRecord = {};
  for (const name of ['no-restricted-imports', 'no-restricted-globals']) {
    const entry = config.rules?.[name];
    if (entry !== undefined) rules[name] = entry;
  }
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    source,
    [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser, sourceType: 'module' }, rules }],
    path.join(root, relativePath),
  );
  return messages.map((message) => message.message);
}

describe('dependency direction', () => {
  it('keeps the engine free of our other code, Node and the DOM', async () => {
    expect(
      await importViolations('packages/engine/src/probe.ts', "import { z } from '@wtt/contract';"),
    ).toHaveLength(1);
    expect(await importViolations('packages/engine/src/probe.ts', "import fs from 'node:fs';")).toHaveLength(
      1,
    );
    expect(await importViolations('packages/engine/src/probe.ts', "import path from 'path';")).toHaveLength(
      1,
    );
    expect(
      await importViolations('packages/engine/src/probe.ts', 'export const x = window.location;'),
    ).toHaveLength(1);
    expect(
      await importViolations('packages/engine/src/probe.ts', "import { a } from './categories.ts';"),
    ).toEqual([]);
  });

  it('keeps the development set out of the engine: only its tests read it', async () => {
    const devSet = "import { DEV_SET } from '../../devset/devsetFiles.ts';";
    expect(await importViolations('packages/engine/src/rules/probe.ts', devSet)).toHaveLength(1);
    expect(await importViolations('packages/engine/src/rules/probe.test.ts', devSet)).toEqual([]);
    expect(
      await importViolations('packages/engine/devset/probe.ts', "import { a } from '../src/categories.ts';"),
    ).toEqual([]);
  });

  it('lets the contract import zod and nothing else', async () => {
    expect(await importViolations('packages/contract/src/probe.ts', "import { z } from 'zod';")).toEqual([]);
    expect(
      await importViolations('packages/contract/src/probe.ts', "import { x } from './errors.ts';"),
    ).toEqual([]);
    expect(
      await importViolations('packages/contract/src/probe.ts', "import { r } from '@wtt/engine';"),
    ).toHaveLength(1);
    expect(await importViolations('packages/contract/src/probe.ts', "import pino from 'pino';")).toHaveLength(
      1,
    );
  });

  it('keeps apps from importing each other', async () => {
    expect(await importViolations('apps/web/src/probe.ts', "import { x } from '@wtt/server';")).toHaveLength(
      1,
    );
    expect(
      await importViolations('apps/web/src/probe.ts', "import { x } from '../../server/src/server.ts';"),
    ).toHaveLength(1);
    expect(await importViolations('apps/server/src/probe.ts', "import { x } from '@wtt/web';")).toHaveLength(
      1,
    );
    expect(
      await importViolations('apps/cli/src/probe.ts', "import { x } from '../../server/src/main.ts';"),
    ).toHaveLength(1);
    expect(
      await importViolations('apps/web/src/probe.ts', "import { RULE_CATEGORIES } from '@wtt/engine';"),
    ).toEqual([]);
    expect(
      await importViolations('apps/server/src/probe.ts', "import { healthSchema } from '@wtt/contract';"),
    ).toEqual([]);
  });

  it('keeps the HTTP client of the web app inside src/api/', async () => {
    const outside = [
      ['apps/web/src/pages/probe.tsx', "import { apiClient } from '../api/client.ts';"],
      ['apps/web/src/pages/library/probe.tsx', "import { apiClient } from '../../api/client.ts';"],
      ['apps/web/src/auth/probe.ts', "import { createHttpClient } from '../api/httpClient.ts';"],
      ['apps/web/src/auth/probe.ts', "import type { HttpClient } from '../api/httpClient';"],
      ['apps/web/src/probe.tsx', "import { apiClient } from './api/client.ts';"],
    ];
    for (const [file, source] of outside) {
      expect(await importViolations(file ?? '', source ?? '')).toEqual([
        expect.stringContaining('Only apps/web/src/api/ calls the HTTP client'),
      ]);
    }
    expect(
      await importViolations('apps/web/src/api/probe.ts', "import { apiClient } from './client.ts';"),
    ).toEqual([]);
    expect(
      await importViolations(
        'apps/web/src/api/test/probe.ts',
        "import { createHttpClient } from '../httpClient.ts';",
      ),
    ).toEqual([]);
    expect(
      await importViolations(
        'apps/web/src/pages/probe.tsx',
        "import { useGuideList } from '../api/guides.ts';",
      ),
    ).toEqual([]);
    expect(
      await importViolations(
        'apps/web/src/auth/probe.ts',
        "import { isApiError } from '../api/apiError.ts';",
      ),
    ).toEqual([]);
    // The restriction comes on top of the others, it does not replace them.
    expect(
      await importViolations('apps/web/src/api/probe.ts', "import { x } from '@wtt/server';"),
    ).toHaveLength(1);
  });
});
