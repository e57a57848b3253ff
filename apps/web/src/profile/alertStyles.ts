// Mantine tints an alert's title like its background, which is below 4.5:1 in light red and yellow; the
// body text colour keeps it readable.
export const ALERT_TITLE_STYLES = { label: { color: 'var(--mantine-color-text)' } };
