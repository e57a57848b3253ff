import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { headedNotAddressed, labelledNotAddressed, releaseNote } from './notAddressed.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('labelledNotAddressed', () => {
  it('reads a short label naming a note for the team', () => {
    expect(labelledNotAddressed(block('Internal memo: the customer must sign.'))).toBe(true);
    expect(labelledNotAddressed(block('Policy for staff: employees must clock in.'))).toBe(true);
  });

  it('does not count a version, a build or a date towards the label', () => {
    expect(labelledNotAddressed(block('Release notes, version 6.2: users can now pin chats.'))).toBe(true);
    expect(labelledNotAddressed(block('Changelog, build 2231: customers can filter orders.'))).toBe(true);
    expect(labelledNotAddressed(block('Internal memo, 12 May 2025: the customer must sign.'))).toBe(true);
  });

  it('counts a team after "for" as one word', () => {
    expect(labelledNotAddressed(block('Note for support staff: the guest must show ID.'))).toBe(true);
    expect(labelledNotAddressed(block('Guidance for front desk staff: guests must show ID.'))).toBe(true);
    expect(labelledNotAddressed(block('Policy for all hotel guests: guests must check out by 11.'))).toBe(
      false,
    );
  });

  it('passes a sentence before a colon and labels of help', () => {
    expect(labelledNotAddressed(block('The user can choose: red or blue.'))).toBe(false);
    expect(labelledNotAddressed(block('Tip: users can pin chats.'))).toBe(false);
    expect(labelledNotAddressed(block('Our release plan for the next two quarters: users can vote.'))).toBe(
      false,
    );
  });
});

describe('releaseNote', () => {
  it('reads a sentence opening with a release named by its number', () => {
    expect(releaseNote(block('Release 3.8 lets users export dashboards.'), 0)).toBe(true);
    expect(releaseNote(block('In version 5.0, players can invite friends.'), 0)).toBe(true);
    expect(releaseNote(block('v7.1 lets subscribers download episodes.'), 0)).toBe(true);
    expect(releaseNote(block('We fixed it. From build 4512, the user can switch themes.'), 1)).toBe(true);
  });

  it('passes a release without a number and an edition of something else', () => {
    expect(releaseNote(block('This release form allows the patient to share records.'), 0)).toBe(false);
    expect(releaseNote(block('Version 2 of the form lets applicants add a referee.'), 0)).toBe(false);
    expect(releaseNote(block('Version history lets users restore a draft.'), 0)).toBe(false);
    expect(releaseNote(block('After the update, users must sign in again.'), 0)).toBe(false);
  });
});

describe('headedNotAddressed', () => {
  const under = (heading: string, kind: 'paragraph' | 'heading' = 'paragraph') =>
    analyzeProse('The user can export reports.', kind, kind === 'heading' ? 3 : 0, heading);

  it('reads a heading that labels its section internal, a spec or release notes', () => {
    expect(headedNotAddressed(under('Internal'))).toBe(true);
    expect(headedNotAddressed(under('Release notes 5.1'))).toBe(true);
    expect(headedNotAddressed(under('Notes for reviewers:'))).toBe(true);
  });

  it('passes other headings, a long title and the heading itself', () => {
    expect(headedNotAddressed(under('Exporting'))).toBe(false);
    expect(headedNotAddressed(under('Policy on refunds for all hotel guests'))).toBe(false);
    expect(headedNotAddressed(under('Internal', 'heading'))).toBe(false);
    expect(headedNotAddressed(analyzeProse('The user can export reports.', 'paragraph'))).toBe(false);
  });
});
