export const glossaryPath = (id: string): string => `/library/glossary/${encodeURIComponent(id)}`;
