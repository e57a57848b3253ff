// What a caller needs to check a text's blocks in parts, on several threads, and finish the check as
// `checkText` would (`@wtt/engine/split-check`; the CLI uses it for long texts).
export { compileGuide } from '../guide/compileGuide.ts';
export { checkProse, type CheckedBlock, type ProseInput } from './checkedBlock.ts';
export { resultOfCheckedProse } from './checkText.ts';
export {
  fromPortableBlocks,
  toPortableBlocks,
  type PortableBlock,
  type PortableView,
} from './portableBlocks.ts';
