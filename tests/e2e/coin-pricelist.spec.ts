// A dealer's price list from upload to the dealer list (MONEY server): refused files, a submission refused by the
// operator with a reason, uploaded again, approved, and found by a buyer in the dealer list with its WhatsApp link and
// the image full screen. 10007 (the sub-agent) has no price list in the demo, on purpose: this test builds its.
import { readFileSync } from 'node:fs';
import { MONEY } from './hosts.ts';
import { reviewLatestPriceList } from './coin-ops.ts';
import { expect, openAs, requestsTo, test } from './fixtures.ts';

const PNG = readFileSync(new URL('../../server/demo/assets/price-list-e.png', import.meta.url));
/** A PNG header followed by 5 MB: too large, whatever its bytes. */
const FIVE_MB = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(5 * 1024 * 1024)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1');

test.describe('a price list (MONEY server)', () => {
  test.use({ baseURL: MONEY });

  test('is refused as a 5 MB file and as a GIF named .png, refused by the operator, uploaded again, approved and listed', async ({ page, request, browser }) => {
    const uploads = requestsTo(page, '/api/pricelist/upload');
    await openAs(page, '/pricelist', '10007', 'en');
    await expect(page.getByText('You have no price list yet.')).toBeVisible();
    const image = page.getByLabel('Price list image');
    const whatsapp = page.getByLabel('WhatsApp number');
    const submit = page.getByRole('button', { name: 'Submit for review' });

    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please upload a price list image');
    await image.setInputFiles({ name: 'list.png', mimeType: 'image/png', buffer: FIVE_MB });
    await expect(page.getByRole('alert')).toHaveText('The image is larger than 4 MB');
    await image.setInputFiles({ name: 'list.png', mimeType: 'image/png', buffer: GIF });
    await expect(page.getByRole('alert')).toHaveText('Only PNG or JPG images can be used');
    expect(uploads).toEqual([]);

    await image.setInputFiles({ name: 'harga.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
    await expect.poll(() => uploads.length).toBe(1);
    await submit.click();
    await expect(whatsapp).toHaveAccessibleDescription(/Please enter your WhatsApp number/);
    await whatsapp.fill('0812 3456 7007');
    await submit.click();
    await expect(whatsapp).toHaveAccessibleDescription(/Enter the WhatsApp number with its country code/);
    await whatsapp.fill('+62 812 3456 7007');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Submitted for review' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Auditing' })).toContainText('WhatsApp: +6281234567007');

    await reviewLatestPriceList(request, MONEY, '10007', 'refuse', 'Prices are not readable');
    await page.reload();
    const refused = page.getByRole('region', { name: 'Audit failed' });
    await expect(refused).toContainText('Reason: Prices are not readable');
    await expect(refused).toContainText('Fix it and upload a new image below.');

    await page.getByLabel('Price list image').setInputFiles({ name: 'harga-baru.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => uploads.length).toBe(2);
    await expect(page.getByLabel('WhatsApp number')).toHaveValue('+6281234567007');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByRole('region', { name: 'Auditing' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Audit failed' })).toHaveCount(0);

    await reviewLatestPriceList(request, MONEY, '10007', 'approve');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Live price list' })).toContainText(/Approved \d/);
    await expect(page.getByRole('region', { name: 'Auditing' })).toHaveCount(0);

    // A buyer finds it in the dealer list.
    const buyer = await (await browser.newContext({ baseURL: MONEY, viewport: { width: 360, height: 740 } })).newPage();
    await openAs(buyer, '/coinerlist', '10004', 'en');
    await buyer.getByLabel('Find a dealer by ID').fill('10007');
    await buyer.getByRole('button', { name: 'Search' }).click();
    const card = buyer.getByRole('article', { name: 'Putri' });
    await expect(card).toContainText('ID 10007');
    await expect(card.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/6281234567007?text=Hi%2C%20I%20would%20like%20to%20buy%20coins.%20My%20ID%20is%2010004.');
    await card.getByRole('button', { name: "Open Putri's price list full screen" }).click();
    const viewer = buyer.getByRole('dialog', { name: 'Price list of Putri' });
    await expect(viewer.getByRole('img', { name: 'Price list of Putri' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toHaveCount(0);
    await buyer.context().close();
  });
});

test.describe('the dealer list and the dealer screens as a viewer sees them', () => {
  test('lists the demo dealers by id and says when a searched id is no dealer', async ({ page }) => {
    await openAs(page, '/coinerlist', '10004', 'id');
    await expect(page.getByRole('region', { name: 'ID pengguna Anda' })).toContainText('10004');
    const names = page.getByRole('list', { name: 'Daftar Agen Koin' }).getByRole('article');
    // The demo's dealers with an approved price list (server/demo/coins.ts), by id.
    await expect(names).toHaveCount(4);
    expect(await names.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))).toEqual(['Dewi Koin', 'Rudi Koin', 'Koin Murah Jaya', 'Sinar Koin']);
    await expect(page.getByText('4 agen koin resmi')).toBeVisible();
    await page.getByLabel('Cari agen berdasarkan ID').fill('10004');
    await page.getByRole('button', { name: 'Cari' }).click();
    await expect(page.getByText('Tidak ada agen koin dengan ID 10004')).toBeVisible();
    await page.getByRole('button', { name: 'Tampilkan semua agen' }).click();
    await expect(names).toHaveCount(4);
  });

  test('a search with letters is refused with the id message, and WhatsApp opens with the buyer\'s ID written (zh-tw)', async ({ page }) => {
    await openAs(page, '/coinerlist', '10004', 'zh-tw');
    const names = page.getByRole('list').getByRole('article');
    await expect(names).toHaveCount(4);
    const chat = names.first().getByRole('link', { name: /WhatsApp/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    const href = (await chat.getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('text')).toBe('你好，我想買金幣。我的ID是 10004。');
    const search = page.getByRole('search').getByRole('textbox');
    await search.fill('abc');
    await page.getByRole('search').getByRole('button').first().click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(search).toHaveAttribute('aria-invalid', 'true');
  });

  test('a sub-agent reads its own role and no link to records it cannot have; a reseller reads how to add sub-agents', async ({ page }) => {
    await openAs(page, '/subagent', '10007');
    await expect(page.getByText(/^You are a sub-agent: your reseller sends you coins/)).toBeVisible();
    const links = page.getByRole('navigation', { name: /./ }).filter({ has: page.getByRole('link', { name: 'Resale Records', exact: true }) });
    await expect(links.getByRole('link', { name: 'Sub-agent Resale Records' })).toBeHidden();
    await openAs(page, '/subagent', '10003', 'id');
    await expect(page.getByText(/^Untuk menambah sub-agen, kirim ID pengguna mereka ke layanan pelanggan/)).toBeVisible();
    await expect(page.getByText(/^Anda sub-agen/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Riwayat Penjualan Sub-agen' })).toBeVisible();
  });

  test('old records are dimmed while the date range shows an error', async ({ page }) => {
    await openAs(page, '/resellRecord', '10003');
    const results = page.locator('.coin-stale');
    await expect(results).toHaveCount(0);
    await page.getByLabel('Start date').fill('2020-01-01');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(results).toHaveCount(1);
    await expect(results).toHaveAttribute('aria-hidden', 'true');
  });

  test('the dealer screens show a viewer what they are for and how to become a dealer', async ({ page }) => {
    await openAs(page, '/pricelist', '10004', 'en');
    await expect(page.getByRole('region', { name: 'For coin dealers' })).toBeVisible();
    await page.getByRole('link', { name: 'How to become a coin dealer' }).click();
    await expect(page).toHaveURL(/\/joinTips$/);
    await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/6281119002026');
  });
});
