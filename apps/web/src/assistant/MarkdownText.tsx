// An assistant's answer as formatted text (spec section 2), rendered safely: react-markdown builds React
// elements, never HTML strings, and raw HTML in the Markdown is shown as the text it is; links go only to
// http, https and mailto addresses (anything else is plain text), open in a new tab without access to this
// one; images are shown as their description, so an answer cannot make the browser fetch anything.
import type { Components } from 'react-markdown';
import Markdown from 'react-markdown';
import classes from './Assistant.module.css';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address when it is an absolute http, https or mailto URL; else '' (react-markdown drops it). */
export function safeLinkAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return SAFE_PROTOCOLS.has(parsed.protocol) ? url : '';
  } catch {
    return '';
  }
}

const components: Components = {
  a: ({ href, children }) =>
    href === undefined || href === '' ? (
      <span>{children}</span>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ),
  img: ({ alt }) => <span>{alt ?? ''}</span>,
};

export function MarkdownText({ text }: { text: string }) {
  return (
    <div className={classes.markdown}>
      <Markdown urlTransform={safeLinkAddress} components={components} skipHtml={false}>
        {text}
      </Markdown>
    </div>
  );
}
