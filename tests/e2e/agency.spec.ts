// The agency screens walked as applicants, hosts and the head of agency 20001 walk them. Every test changes agency
// data, so they run on the server of their own (MONEY) with the agency demo's own people (server/demo/agency.ts),
// and the operator's review goes through /api/ops/* as the back office would.
import type { ApplicationForReview } from '../../src/contract/agency.ts';
import type { Page as ListPage } from '../../src/contract/paging.ts';
import { AGENCY_DEMO, DEMO_INVITE_CODE, OTHER_INVITE_CODE } from '../../server/demo/agency.ts';
import { apiAs, BIG_PNG, GIF, PNG_AVATAR } from './agency-support.ts';
import { MONEY } from './hosts.ts';
import { expect, loaded, openAs, test } from './fixtures.ts';

test.use({ baseURL: MONEY });

/** The operator's decision on `userId`'s application under review. */
async function review(userId: number, decision: 'pass' | 'reject', reason = ''): Promise<void> {
  const ops = await apiAs(MONEY, '10008');
  const queue = await ops<ListPage<ApplicationForReview>>('/api/ops/agency-applications');
  const application = queue.data.items.find((item) => item.userId === String(userId));
  if (!application) throw new Error(`no application of ${userId} under review`);
  const answer = await ops('/api/ops/agency-applications/review', { id: application.id, decision, reason });
  expect(answer.code).toBe(0);
}

test('an application is refused a 5 MB avatar and a GIF, sent, not passed with a reason, sent again and passed (id)', async ({ page }) => {
  await openAs(page, '/applyAgency', String(AGENCY_DEMO.applicant), 'id');
  await loaded(page);
  const avatar = page.getByLabel('Avatar agensi');
  // SPEC 5: at most 4M, png or jpg only, told on the page before anything is sent.
  await avatar.setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: BIG_PNG });
  await expect(page.getByRole('alert')).toHaveText('Ukuran gambar lebih dari 4 MB');
  await avatar.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: GIF });
  await expect(page.getByRole('alert')).toHaveText('Hanya gambar PNG atau JPG yang dapat digunakan');

  await page.getByRole('button', { name: 'Kirim pengajuan' }).click();
  await expect(page.getByLabel('Nama agen')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nama agen')).toBeFocused();
  await page.getByLabel('Nama agen').fill('Agensi Cahaya Bintang Timur');
  await avatar.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_AVATAR });
  await expect(page.getByRole('img', { name: 'Pratinjau gambar yang dipilih' })).toBeVisible();
  await expect(page.getByText('Pilih gambar lain')).toBeVisible();
  await page.getByLabel('Nomor HP (dengan kode area)').fill('0812 3456 7890');
  await page.getByLabel('WhatsApp (dengan kode area)').fill('+62 812 3456 7891');
  await page.getByLabel('Nama bank').fill('BCA');
  await page.getByLabel('Nomor rekening bank').fill('1234 5678 90');
  await page.getByLabel('Nama pemilik rekening').fill('Rina Lestari');
  await page.getByRole('button', { name: 'Kirim pengajuan' }).click();
  // SPEC 5: 'Nama panggilan terlalu panjang'; a local number lacks its area code.
  await expect(page.getByText('Nama panggilan terlalu panjang')).toBeVisible();
  await expect(page.getByText('Masukkan nomor dengan kode area: 62 untuk Indonesia atau 60 untuk Malaysia')).toBeVisible();
  await page.getByLabel('Nama agen').fill('Cahaya');
  await page.getByLabel('Nomor HP (dengan kode area)').fill('+62 812 3456 7890');
  await page.getByRole('button', { name: 'Kirim pengajuan' }).click();
  await expect(page.getByRole('heading', { name: 'Sedang ditinjau' })).toBeVisible();
  await expect(page.getByText('Pengajuan ditinjau dalam 1-3 hari kerja.')).toBeVisible();

  await review(AGENCY_DEMO.applicant, 'reject', 'Logo kurang jelas, unggah gambar yang lebih tajam.');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tidak lolos' })).toBeVisible();
  await expect(page.getByText('Logo kurang jelas, unggah gambar yang lebih tajam.')).toBeVisible();
  await page.getByRole('button', { name: 'Ajukan ulang' }).click();
  // The form comes back filled with what was sent, the avatar included.
  await expect(page.getByLabel('Nama agen')).toHaveValue('Cahaya');
  await expect(page.getByLabel('Nomor rekening bank')).toHaveValue('1234567890');
  await page.getByLabel('Nama agen').fill('Cahaya Talent');
  await page.getByRole('button', { name: 'Kirim pengajuan' }).click();
  await expect(page.getByRole('heading', { name: 'Sedang ditinjau' })).toBeVisible();

  await review(AGENCY_DEMO.applicant, 'pass');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lolos' })).toBeVisible();
  await page.getByRole('link', { name: 'Kelola agensi Anda' }).click();
  await expect(page.getByText('Cahaya Talent', { exact: true })).toBeVisible();
  await expect(page.getByText('Kode undangan')).toBeVisible();
});

test('a join request is rejected, sent to another agency, cancelled, sent again and accepted', async ({ page, browser }) => {
  const head = await (await browser.newContext({ baseURL: MONEY })).newPage();
  await openAs(page, '/join_family', String(AGENCY_DEMO.joiner));
  await loaded(page);
  await page.getByLabel('Invite code').fill('bntg 26');
  await page.getByRole('button', { name: 'Find agency' }).click();
  const found = page.getByRole('region', { name: 'The agency of this code' });
  await expect(found.getByText('Bintang Agency')).toBeVisible();
  await found.getByRole('button', { name: 'Send request to join' }).click();
  await expect(page).toHaveURL(/\/join_family\/result/);
  await expect(page.getByRole('heading', { name: 'Waiting for the agency head' })).toBeVisible();

  // The head rejects it on /castapply.
  await openAs(head, '/castapply', '10002');
  await loaded(head);
  const yoga = head.getByRole('article', { name: 'Yoga' });
  await yoga.getByRole('button', { name: 'Reject' }).click();
  const rejecting = head.getByRole('alertdialog', { name: 'Reject this request?' });
  await rejecting.getByLabel('Reason (the applicant will see it)').fill('Stream a few weeks first');
  await rejecting.getByRole('button', { name: 'Reject' }).click();
  await expect(head.getByRole('status').filter({ hasText: "Yoga's request was rejected" })).toBeVisible();
  await expect(yoga).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Request rejected' })).toBeVisible();
  await expect(page.getByText('Reason: Stream a few weeks first')).toBeVisible();
  await page.getByRole('link', { name: 'Join another agency' }).click();
  await page.getByLabel('Invite code').fill(OTHER_INVITE_CODE);
  await page.getByRole('button', { name: 'Find agency' }).click();
  await page.getByRole('button', { name: 'Send request to join' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for the agency head' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel request' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel your request?' }).getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByRole('heading', { name: 'No request' })).toBeVisible();

  // The head's share link carries the code: the agency shows at once.
  await page.goto(`/join_family?code=${DEMO_INVITE_CODE}`);
  await page.getByRole('button', { name: 'Send request to join' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for the agency head' })).toBeVisible();
  await head.reload();
  await head.getByRole('article', { name: 'Yoga' }).getByRole('button', { name: 'Approve' }).click();
  await head.getByRole('alertdialog', { name: 'Approve this request?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(head.getByRole('status').filter({ hasText: 'Yoga joined your agency' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You joined the agency' })).toBeVisible();
  await expect(page.getByText('You are now a host of Bintang Agency.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Progress of your request' }).getByRole('listitem')).toHaveText([/Request sent/, /Accepted: you joined/]);
});

test('the head approves a host, finds them among the hosts, unbinds them, and the history says so', async ({ page }) => {
  await openAs(page, '/castapply', '10002');
  await loaded(page);
  await page.getByRole('article', { name: 'Sinta' }).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog', { name: 'Approve this request?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sinta joined your agency' })).toBeVisible();

  await openAs(page, '/castmanage', '10002');
  await loaded(page);
  await page.getByLabel('Search by name or ID').fill('Sinta');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const sinta = page.getByRole('article', { name: 'Sinta' });
  await expect(sinta.getByText(`ID ${AGENCY_DEMO.pendingJoiner}`)).toBeVisible();
  await sinta.getByRole('button', { name: 'Unbind' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Unbind this host?' });
  await expect(dialog).toContainText('Sinta (ID 53003) will leave your agency at once.');
  await dialog.getByRole('button', { name: 'Unbind' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sinta was unbound' })).toBeVisible();
  await expect(page.getByText('No host matches this search')).toBeVisible();

  await openAs(page, '/agentrecord', '10002');
  await loaded(page);
  await page.getByRole('tab', { name: 'Unbinds' }).click();
  await expect(page.getByRole('list', { name: 'Unbinds' }).getByRole('listitem').first()).toContainText('Budi unbound Sinta');
});

test('"Add host" only invites: the user joins by accepting on /join_family (id), and the head sees who has not answered', async ({ page, browser }) => {
  const invitee = String(AGENCY_DEMO.rejectedJoiner);
  await openAs(page, '/castmanage', '10002');
  await loaded(page);
  await page.getByLabel('User ID').fill(invitee);
  await page.getByRole('button', { name: 'Find user' }).click();
  const sheet = page.getByRole('alertdialog', { name: 'Invite a host' });
  await expect(sheet).toContainText('They become a host only when they accept.');
  await sheet.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'They join once they accept.' })).toBeVisible();
  const waiting = page.locator('.ui-card').filter({ hasText: 'Invitations waiting for an answer' });
  await expect(waiting).toContainText(`ID ${invitee}`);
  // Not a member yet: the hosts list does not have them.
  await page.getByLabel('Search by name or ID').fill(invitee);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No host matches this search')).toBeVisible();

  const user = await (await browser.newContext({ baseURL: MONEY })).newPage();
  await openAs(user, '/join_family', invitee, 'id');
  await loaded(user);
  const invitations = user.locator('.ui-card').filter({ hasText: 'Undangan bergabung ke agensi' });
  await expect(invitations).toContainText('Budi mengundang Anda menjadi host Bintang Agency.');
  await invitations.getByRole('button', { name: 'Terima' }).click();
  await user.getByRole('alertdialog', { name: 'Bergabung dengan Bintang Agency sebagai host?' }).getByRole('button', { name: 'Terima' }).click();
  await expect(user.getByRole('status').filter({ hasText: 'Anda bergabung dengan Bintang Agency' })).toBeVisible();
  await expect(user.getByText('Anda telah bergabung dengan agensi')).toBeVisible();
  await expect(user.getByText('Undangan bergabung ke agensi')).toHaveCount(0);

  await page.reload();
  await loaded(page);
  await expect(page.getByText('Invitations waiting for an answer')).toHaveCount(0);
  await page.getByLabel('Search by name or ID').fill(invitee);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('article').filter({ hasText: `ID ${invitee}` })).toBeVisible();
});

test('the cancellation page leads a head to the hand-over, which names the host before anything changes (zh-tw)', async ({ page }) => {
  await openAs(page, '/logout', '10002', 'zh-tw');
  await page.getByRole('link', { name: '轉讓或關閉我的公會' }).click();
  await expect(page).toHaveURL(/agencyManagement.*#handover$/);
  await loaded(page);
  const card = page.locator('.ui-card').filter({ hasText: '轉讓公會' });
  await card.getByLabel('主播的用戶ID').fill('10004');
  await card.getByRole('button', { name: '轉讓' }).click();
  await expect(card.getByRole('alert')).not.toBeEmpty();
  await card.getByLabel('主播的用戶ID').fill(String(AGENCY_DEMO.plainHost));
  await card.getByRole('button', { name: '轉讓' }).click();
  const sheet = page.getByRole('alertdialog', { name: '把Bintang Agency轉讓給Sekar？' });
  await expect(sheet).toContainText(`Sekar（ID ${AGENCY_DEMO.plainHost}）從此擔任會長`);
  // Cancelled: nothing changes, the head still heads the agency.
  await sheet.getByRole('button', { name: '取消' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: '轉讓公會' })).toBeVisible();
});

test('a host asks to leave, sees live functions restricted and the countdown, and withdraws to stay', async ({ page }) => {
  await openAs(page, '/exitApply', String(AGENCY_DEMO.exitWithdraws));
  await loaded(page);
  await page.getByRole('button', { name: 'Ask to leave' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Ask to leave your agency?' });
  await expect(ask).toContainText('While it waits, your live functions are restricted.');
  await ask.getByRole('button', { name: 'Ask to leave' }).click();
  await expect(page.getByText('Your exit request is waiting for the agency head')).toBeVisible();
  await expect(page.getByText('Live functions are restricted while your exit request is waiting.')).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Leaves automatically in' })).toHaveText(/^14d 23:5\d:\d\d$/);
  await page.getByRole('button', { name: 'Withdraw request' }).click();
  await page.getByRole('alertdialog', { name: 'Withdraw your exit request?' }).getByRole('button', { name: 'Withdraw request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Exit request withdrawn: you stay' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask to leave' })).toBeVisible();
  await expect(page.getByText('Live functions are restricted')).toHaveCount(0);
});

test('the head rejects an exit request; the host stays and sees the 90-day rule counting', async ({ page, browser }) => {
  await openAs(page, '/exitApply', String(AGENCY_DEMO.exitGetsRejected));
  await loaded(page);
  await page.getByRole('button', { name: 'Ask to leave' }).click();
  await page.getByRole('alertdialog', { name: 'Ask to leave your agency?' }).getByRole('button', { name: 'Ask to leave' }).click();
  await expect(page.getByText('Your exit request is waiting for the agency head')).toBeVisible();

  const head = await (await browser.newContext({ baseURL: MONEY })).newPage();
  await openAs(head, '/exitApply', '10002');
  await loaded(head);
  const laras = head.getByRole('article', { name: 'Laras' });
  await expect(laras.getByRole('timer')).toHaveText(/^14d /);
  await laras.getByRole('button', { name: 'Reject' }).click();
  await expect(head.getByRole('alertdialog', { name: 'Reject this exit?' })).toContainText('If they do not stream for 90 consecutive days, they leave automatically.');
  await head.getByRole('alertdialog', { name: 'Reject this exit?' }).getByRole('button', { name: 'Reject' }).click();
  await expect(head.getByRole('status').filter({ hasText: "Laras's exit request was rejected" })).toBeVisible();
  await head.getByRole('tab', { name: 'Rejected' }).click();
  await expect(head.getByRole('article', { name: 'Laras' })).toContainText('0 of 90 days without streaming');

  await page.reload();
  await expect(page.getByText(/Your exit request was rejected on/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '0 of 90 days without streaming' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask to leave again' })).toBeVisible();
});

test('a join request that gets no answer says "join failed: contact support" with the brand\'s number (id)', async ({ page }) => {
  // A viewer with no request: the send is cut before it reaches the server, so nothing changes.
  await openAs(page, '/join_family', '10004', 'id');
  await loaded(page);
  await page.getByLabel('Kode undangan').fill(DEMO_INVITE_CODE);
  await page.getByRole('button', { name: 'Cari agensi' }).click();
  await expect(page.getByText('Bintang Agency', { exact: true })).toBeVisible();
  // SPEC 8: the answer never comes (the connection drops), so nobody knows whether the request arrived.
  await page.route('**/api/agency/join/send', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Kirim permintaan bergabung' }).click();
  await expect(page.getByRole('alert')).toHaveText('Gagal bergabung: silakan hubungi layanan pelanggan +62 811-1900-2026');
});
