import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';
import { checkBothModes } from './axe.ts';
import { verifyThroughApi } from './verifyHelpers.ts';

const PASSWORD = 'brand-voice-2026';
const GUIDE_NAME = 'Lighthouse bakery voice';

async function openShareDialog(page: Page, { reload = true } = {}) {
  if (reload) await page.goto('/library/guides');
  const card = page.getByRole('region', { name: 'My guides' }).getByRole('article', { name: GUIDE_NAME });
  await card.getByRole('button', { name: `Share ${GUIDE_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Share guide' });
  await expect(dialog.getByRole('heading', { name: 'Share code' })).toBeVisible();
  return dialog;
}

test('a guide shared by code: opened and added by a second user, read-only there, revoked, then removed', async ({
  browser,
}) => {
  // Two users, each registered and verified, many steps and eight axe runs: far beyond the default 30 s.
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const member = await memberContext.newPage();
  const ownerEmail = uniqueEmail('share-owner');
  const memberEmail = uniqueEmail('share-member');
  await registerThroughApi(owner.request, ownerEmail, PASSWORD);
  await verifyThroughApi(owner.request, ownerEmail);
  await registerThroughApi(member.request, memberEmail, PASSWORD);
  await verifyThroughApi(member.request, memberEmail);

  const created = await owner.request.post('/api/text/tones-of-voice', {
    data: {
      name: GUIDE_NAME,
      description: 'Warm words for the morning queue',
      rules: [{ id: 'passive-voice' }, { id: 'jargon' }],
    },
  });
  expect(created.status()).toBe(201);
  const guideId = ((await created.json()) as { tov: { id: string } }).tov.id;

  // The owner shares it from the library: Share → dialog → a code valid for 14 days.
  let dialog = await openShareDialog(owner);
  await expect(dialog).toContainText('This guide has no share code');
  await expect(dialog).toContainText('Nobody has added this guide to their library yet.');
  const days = dialog.getByRole('textbox', { name: /Valid for \(days\)/ });
  // More than a year is brought back to the longest allowed; no number at all is refused inline.
  await days.fill('400');
  await days.blur();
  await expect(days).toHaveValue('365');
  await days.fill('');
  await dialog.getByRole('button', { name: 'Create share code' }).click();
  await expect(dialog.getByText('Enter a number of days.')).toBeVisible();
  await days.fill('14');
  await dialog.getByRole('button', { name: 'Create share code' }).click();
  const linkBox = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(linkBox).toHaveValue(/\/library\?code=[0-9A-Z-]{34}$/);
  await expect(dialog).toContainText('valid until');
  await expect(dialog.getByRole('button', { name: 'Replace share code' })).toBeVisible();
  const link = await linkBox.inputValue();
  await owner.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await checkBothModes(owner, 'sharing-dialog', {
    reopen: async () => {
      await expect(
        (await openShareDialog(owner, { reload: false })).getByRole('textbox', { name: 'Share link' }),
      ).toHaveValue(link);
    },
    beforeSwitch: async () => {
      await owner.keyboard.press('Escape');
      await expect(owner.getByRole('dialog')).toHaveCount(0);
    },
  });

  // The second user opens the link and lands on the shared guide.
  await member.goto(link);
  await expect(member).toHaveURL(/\/shared-guide\?code=/);
  const shared = member.getByRole('article', { name: GUIDE_NAME });
  await expect(shared).toContainText(`Shared by ${ownerEmail}`);
  await expect(shared).toContainText('Warm words for the morning queue');
  await expect(shared.getByRole('region', { name: 'Sentence Structure' })).toContainText('Passive voice');
  await expect(shared.getByRole('region', { name: 'Choice of Words' })).toContainText('Corporate jargon');
  await checkBothModes(member, 'shared-guide-found');

  await shared.getByRole('button', { name: 'Add to my library' }).click();
  await expect(member).toHaveURL(new RegExp(`/library/guide/${guideId}$`));
  // There it is read-only: no edit controls and no sharing panel, only a copy of one's own.
  await expect(member.getByRole('heading', { name: GUIDE_NAME })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Copy to my library' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(member.getByRole('textbox', { name: /Name/ })).toHaveCount(0);
  await expect(member.getByRole('heading', { name: 'Sharing' })).toHaveCount(0);
  await member.goto('/library/guides');
  const sharedWithMe = member.getByRole('region', { name: 'Shared with me' });
  const memberCard = sharedWithMe.getByRole('article', { name: GUIDE_NAME });
  await expect(memberCard).toContainText(`shared by ${ownerEmail}`);
  await expect(memberCard.getByRole('link', { name: `Open ${GUIDE_NAME}` })).toBeVisible();
  for (const action of ['Delete', 'Disable', 'Enable', 'Share']) {
    await expect(member.getByRole('button', { name: `${action} ${GUIDE_NAME}` })).toHaveCount(0);
  }
  // Opening the link again says it is there already.
  await member.goto(link);
  await expect(member.getByText('This guide is in your library already')).toBeVisible();

  // The owner sees the member, then revokes the code after confirming.
  dialog = await openShareDialog(owner);
  await expect(dialog.getByText(memberEmail)).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke code' }).click();
  const revoke = owner.getByRole('dialog', { name: 'Revoke share code' });
  await expect(revoke).toContainText('Its link stops working at once');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(revoke).toHaveCount(0);
  await expect(dialog).toContainText('This guide has no share code');
  await expect(dialog.getByRole('textbox', { name: 'Share link' })).toHaveCount(0);

  // The same link now opens nothing, and says so.
  await member.goto(link);
  await expect(member).toHaveURL(/\/shared-guide\?code=/);
  await expect(member.getByText('This share code does not open a guide')).toBeVisible();
  await expect(member.getByRole('link', { name: 'Back to the library' })).toBeVisible();
  await checkBothModes(member, 'shared-guide-not-found');
  await member.goto('/shared-guide');
  await expect(member.getByText('No share code in this link')).toBeVisible();

  // The owner removes the member after confirming; the guide leaves the member's library.
  await dialog.getByRole('button', { name: `Remove ${memberEmail}` }).click();
  const removeUser = owner.getByRole('dialog', { name: 'Remove user' });
  await expect(removeUser).toContainText(`Remove ${memberEmail} from “${GUIDE_NAME}”?`);
  await removeUser.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toContainText('Nobody has added this guide to their library yet.');

  await member.goto('/library/guides');
  await expect(member.getByRole('region', { name: 'Predefined guides' })).toBeVisible();
  await expect(member.getByRole('article', { name: GUIDE_NAME })).toHaveCount(0);

  await ownerContext.close();
  await memberContext.close();
});
