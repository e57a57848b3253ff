import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, clearToasts, stubApi } from '../../api/test/apiStub.ts';
import { prompt } from '../../api/test/fixtures.ts';
import { PromptList } from './PromptList.tsx';
import { renderList } from './renderList.tsx';

const shorten = prompt({ name: 'Shorten', content: 'Make it shorter.' });
const expand = prompt({
  id: '9c8b7a6d-5e4f-4a30-8b21-d0e1f2a3b402',
  name: 'Expand',
  content: 'Add détails and examples.',
  disabled: true,
});
const LIST = 'GET /api/text/prompts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('PromptList', () => {
  it('lists prompts with a preview of their content and the disabled badge', async () => {
    stubApi({ [LIST]: answer(200, { promptList: [shorten, expand] }) });
    renderList(<PromptList />);
    expect(await screen.findByText('Make it shorter.')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Expand' })).getByText('Disabled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Shorten' })).toBeTruthy();
  });

  it('searches name and content', async () => {
    stubApi({ [LIST]: answer(200, { promptList: [shorten, expand] }) });
    renderList(<PromptList />);
    const search = await screen.findByRole('searchbox', { name: 'Search prompts' });
    fireEvent.change(search, { target: { value: 'details' } });
    expect(screen.getByText('Expand')).toBeTruthy();
    expect(screen.queryByText('Shorten')).toBeNull();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByTestId('empty-state').textContent).toContain('No prompt matches “zzz”');
  });

  it('keeps predefined prompts read-only, in their own group', async () => {
    const plainer = prompt({
      id: '9c8b7a6d-5e4f-4a30-8b21-d0e1f2a3b403',
      name: 'Make it plainer',
      content: 'Plain words.',
      predefined: true,
    });
    stubApi({ [LIST]: answer(200, { promptList: [plainer, shorten] }) });
    renderList(<PromptList />);
    const predefinedGroup = await screen.findByRole('region', { name: 'Predefined prompts' });
    expect(within(predefinedGroup).getByText('Make it plainer')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'My prompts' })).getByText('Shorten')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Make it plainer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable Make it plainer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Disable Shorten' })).toBeTruthy();
  });

  it('says what to do without prompts', async () => {
    stubApi({ [LIST]: answer(200, { promptList: [] }) });
    renderList(<PromptList />);
    expect(await screen.findByText(/You have no prompts yet/)).toBeTruthy();
  });
});
