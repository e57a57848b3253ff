/** A record of a CSV file: its fields and the line it starts on (1-based, for messages). */
export interface CsvRecord {
  readonly line: number;
  readonly fields: string[];
}

export interface CsvProblem {
  readonly line: number;
  readonly message: string;
}

/**
 * Splits CSV text into records as RFC 4180 reads it: fields separated by commas, records by CRLF (a lone
 * LF or CR is accepted too, as spreadsheets on every platform write them), double-quoted fields that may
 * hold commas, line breaks and doubled quotes. A leading byte-order mark is dropped. Records that are
 * entirely empty (blank lines) are left out. The parser is lenient where a spreadsheet user would be
 * surprised by a hard failure, and reports what it forgave.
 */
export function readCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;
  // Whether the current field was quoted, and whether anything sits in it yet (a quote can open a field
  // only at its start).
  let quoted = false;
  let started = false;

  const endField = (): void => {
    fields.push(field);
    field = '';
    quoted = false;
    started = false;
  };
  const endRecord = (): void => {
    endField();
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
  };

  while (index < source.length) {
    const char = source.charAt(index);
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
        index += 1;
        // After the closing quote only a separator or a line break may follow.
        const next = source[index];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          problems.push({ line, message: 'Text after a closing quote was kept as part of the field.' });
        }
        continue;
      }
      if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line += 1;
      field += char;
      index += 1;
      continue;
    }
    if (char === ',') {
      endField();
      index += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      index += char === '\r' && source[index + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    if (char === '"' && !started) {
      quoted = true;
      started = true;
      index += 1;
      continue;
    }
    if (char === '"') {
      problems.push({ line, message: 'A quote inside an unquoted field was kept as written.' });
    }
    field += char;
    started = true;
    index += 1;
  }
  if (quoted) {
    problems.push({ line: recordLine, message: 'A quoted field is not closed before the end of the file.' });
  }
  if (field !== '' || fields.length > 0 || started) endRecord();
  return { records, problems };
}
