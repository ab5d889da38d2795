// The family screens walked as their users walk them, on the MONEY server (they change families and move coins) with
// the demo's test families and newcomers (server/demo/families.ts), so other screens' tests read the demo as
// seeded: creating a family (refused below wealth level 30, then allowed), asking to join and being accepted, muting
// and kicking within the role rules, appointing admins up to the tier's limit, leaving.
import type { Page } from '@playwright/test';
import { DEMO_FAMILY_NEWCOMERS } from '../../server/demo/families.ts';
import { TEST_FAMILIES } from '../support/test-families.ts';
import { MONEY } from './hosts.ts';
import { collectErrors, expect, message, openAs, test } from './fixtures.ts';

const ROLES = TEST_FAMILIES.roles;
const [CREATOR = '', ADMIN = '', M1 = '', M2 = '', M3 = '', M4 = ''] = ROLES.people.map(String);

/** The row of the member with this id in the members list. */
function memberRow(page: Page, id: string) {
  return page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: `(ID ${id})` });
}

test.describe.serial('families (MONEY server)', () => {
  test.use({ baseURL: MONEY });

  test('creating needs wealth level 30: refused at 29 with the same number, then a level-30 user creates and leads it', async ({ page }) => {
    const errors = collectErrors(page);
    await openAs(page, '/familyList', String(DEMO_FAMILY_NEWCOMERS.belowLevel), 'id');
    await expect(page.getByText('Membuat keluarga butuh level kekayaan 30. Level kekayaanmu: 29.')).toBeVisible();
    await page.getByRole('button', { name: 'Buat keluarga' }).click();
    await expect(page.getByRole('alert')).toHaveText('Membuat keluarga butuh level kekayaan 30');
    await expect(page.getByLabel('Nama keluarga')).toHaveCount(0);

    const other = await page.context().newPage();
    await openAs(other, '/familyList', String(DEMO_FAMILY_NEWCOMERS.atLevel), 'en');
    await other.getByRole('button', { name: 'Create a family' }).click();
    const name = other.getByLabel('Family name', { exact: true });
    await name.fill('x'.repeat(21));
    await other.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(name).toHaveAccessibleDescription(/The family name can have at most 20 characters/);
    await name.fill('Keluarga Bintang');
    await other.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(other.getByRole('alert')).toHaveText('This family name is already taken');
    await name.fill('Pelangi Pagi');
    await other.getByLabel('Notice (optional)').fill('Welcome!\nCheck in every day.');
    await other.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(other).toHaveURL(/\/familyList\?id=\d+$/);
    await expect(other.getByRole('heading', { name: 'Pelangi Pagi Bronze' })).toBeVisible();
    await expect(other.getByText('Your role: Creator')).toBeVisible();
    await expect(other.getByText('As the creator you cannot leave the family; you can disband it instead.')).toBeVisible();
    await expect(other.getByRole('button', { name: 'Leave family' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a newcomer asks to join from the ranking search, and an admin accepts the request', async ({ page }) => {
    const joiner = String(DEMO_FAMILY_NEWCOMERS.joiner);
    await openAs(page, '/familyList', joiner, 'en');
    await page.getByRole('searchbox', { name: 'Family name or ID' }).fill(ROLES.name);
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('list', { name: 'Family ranking' }).getByRole('link');
    await expect(results).toHaveCount(1);
    await results.click();
    await page.getByRole('button', { name: 'Request to join' }).click();
    await expect(page.getByText('Your request was sent. The creator or an admin will answer it.')).toBeVisible();

    const admin = await page.context().newPage();
    await openAs(admin, `/familyList?id=${ROLES.id}`, ADMIN, 'en');
    await admin.getByRole('link', { name: 'Members and requests' }).click();
    const request = admin.getByRole('list', { name: 'Join requests' }).getByRole('listitem').filter({ hasText: `(ID ${joiner})` });
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Request accepted: the new member has joined' })).toBeVisible();
    await expect(memberRow(admin, joiner)).toContainText('Member');

    await page.reload();
    await expect(page.getByText('Your role: Member')).toBeVisible();
  });

  test('an admin mutes and kicks members, never a member of the same role; the creator appoints admins up to the limit', async ({ page }) => {
    await openAs(page, `/familyList?id=${ROLES.id}&view=manage`, CREATOR, 'en');
    // Bronze allows 2 admins: ADMIN is one, M2 becomes the second, M3 is refused.
    await memberRow(page, M2).getByRole('button', { name: 'Make admin' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Role changed' })).toBeVisible();
    await expect(memberRow(page, M2)).toContainText('Admin');
    await memberRow(page, M3).getByRole('button', { name: 'Make admin' }).click();
    await expect(page.getByRole('alert')).toHaveText("The tier's admin limit is reached");
    await memberRow(page, M3).getByRole('button', { name: 'Make vice leader' }).click();
    await expect(memberRow(page, M3)).toContainText('Vice leader');

    const admin = await page.context().newPage();
    await openAs(admin, `/familyList?id=${ROLES.id}&view=manage`, ADMIN, 'en');
    await expect(admin.getByRole('button', { name: 'Make admin' })).toHaveCount(0);
    await memberRow(admin, M2).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(admin.getByRole('alert')).toHaveText('You can only act on members of a lower role');
    await memberRow(admin, M3).getByRole('button', { name: 'Mute', exact: true }).click();
    await expect(admin.getByRole('alert')).toHaveText('You can only act on members of a lower role');
    await memberRow(admin, M1).getByRole('button', { name: 'Mute', exact: true }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Muted in the family chat room' })).toBeVisible();
    await expect(memberRow(admin, M1)).toContainText('Muted until');
    await memberRow(admin, M4).getByRole('button', { name: 'Remove', exact: true }).click();
    const sheet = admin.getByRole('alertdialog', { name: new RegExp(`Remove .* from the family\\?`) });
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Removed from the family' })).toBeVisible();
    await expect(memberRow(admin, M4)).toHaveCount(0);
  });

  test('members leave (an admin losing the role), the creator cannot', async ({ page }) => {
    await openAs(page, `/familyList?id=${ROLES.id}`, M2, 'en');
    await expect(page.getByText('Your role: Admin')).toBeVisible();
    await page.getByRole('button', { name: 'Leave family' }).click();
    const sheet = page.getByRole('alertdialog', { name: `Leave ${ROLES.name}?` });
    await expect(sheet).toContainText('Admins and the vice leader lose their role when they leave.');
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Request to join' })).toBeVisible();
    await expect(page.getByText('Your role:')).toHaveCount(0);

    const creator = await page.context().newPage();
    await openAs(creator, `/familyList?id=${ROLES.id}`, CREATOR, 'en');
    await expect(creator.getByRole('button', { name: 'Leave family' })).toHaveCount(0);
    await creator.getByRole('link', { name: 'Members and requests' }).click();
    await expect(memberRow(creator, ADMIN)).toContainText('Admin');
    await expect(memberRow(creator, M2)).toHaveCount(0);
  });
});

test.describe('a family page for everyone', () => {
  test('shows 30001 (Silver) of 10002 with its limits, team, prestige and history to a viewer in Indonesian', async ({ page }) => {
    await openAs(page, '/familyList?id=30001', '10003', 'id');
    await expect(page.getByRole('heading', { name: 'Keluarga Bintang Perak' })).toBeVisible();
    await expect(page.getByText(message('id', 'family.page.privileges'))).toBeVisible();
    await expect(page.getByRole('progressbar', { name: message('id', 'family.page.progressLabel') })).toBeVisible();
    await expect(page.getByText('Budi', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^(\d+ hari )?\d{2}:\d{2}:\d{2}$/);
    await expect(page.getByRole('button', { name: 'Minta bergabung' })).toBeVisible();
    // The notice shows its first line until it is opened, and closes again.
    const more = page.getByRole('button', { name: message('id', 'family.notice.more') });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const less = page.getByRole('button', { name: message('id', 'family.notice.less') });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Selamat datang di Keluarga Bintang! Check-in setiap hari dan ikut panggilan angpao.')).toBeVisible();
    await less.click();
    await expect(more).toBeVisible();
  });
});
