// Messages of the upload refusals (DESIGN 11), with the limit they name; registered when an upload field loads.
import { UPLOAD_IMAGE_MAX_BYTES } from '../domain/upload.ts';
import { registerErrorMessages, type AreaErrorMessages } from '../lib/error-messages.ts';
import { m } from '../lib/messages.ts';

/** Bytes in the megabyte of the "4 MB" the messages name (DESIGN 10: 4M = 4 x 1024 x 1024 bytes). */
export const MEGABYTE = 1024 * 1024;

/** The upload refusals' messages. */
export const UPLOAD_MESSAGES: AreaErrorMessages<'upload'> = {
  'upload.missing': (lang) => m['error.upload.missing']({}, { locale: lang }),
  'upload.tooLarge': (lang) => m['error.upload.tooLarge']({ megabytes: UPLOAD_IMAGE_MAX_BYTES / MEGABYTE }, { locale: lang }),
  'upload.badType': (lang) => m['error.upload.badType']({}, { locale: lang }),
  'upload.quotaExceeded': (lang) => m['error.upload.quotaExceeded']({}, { locale: lang }),
  'upload.storageFull': (lang) => m['error.upload.storageFull']({}, { locale: lang }),
};

registerErrorMessages(UPLOAD_MESSAGES);
