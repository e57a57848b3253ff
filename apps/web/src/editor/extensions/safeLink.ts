// Links keep only their address: a link pasted from Word, Google Docs or a web page brings no class, title,
// target or rel of its own (the styling is dropped; the structure stays). Only web and mail addresses.
import Link from '@tiptap/extension-link';

const notFromPaste = { default: null, parseHTML: () => null };

export const SafeLink = Link.extend({
  addAttributes() {
    const parent = this.parent?.() ?? {};
    return {
      ...parent,
      target: notFromPaste,
      class: notFromPaste,
      title: notFromPaste,
      rel: { default: 'noopener noreferrer nofollow', parseHTML: () => 'noopener noreferrer nofollow' },
    };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  protocols: ['http', 'https', 'mailto'],
});
