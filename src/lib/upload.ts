// Uploading an image (DESIGN 11): a signed multipart request with the file, whose progress the page shows. Apart
// from api.ts because only the pages that upload need it; the answer is read exactly as every other call's.
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoints.ts';
import type { Envelope } from '../contract/envelope.ts';
import type { SignedValue } from '../contract/h5-crypto.ts';
import { ApiError, answerData, signedFields } from './api.ts';
import { API_BASE } from './config.ts';
import { $session } from './session.ts';

/** An upload gives up after 60 s: 4 MB on slow mobile data takes a while. */
export const UPLOAD_TIMEOUT_MS = 60_000;
/** The multipart field of the file. */
export const UPLOAD_FILE_FIELD = 'file';

/**
 * Sends `file` with the signed `fields` to an upload endpoint; `onProgress` gets the fraction sent (0 to 1). XHR rather
 * than fetch: only XHR reports upload progress.
 */
export async function uploadFile<E extends Endpoint<unknown, unknown>>(
  endpoint: E,
  fields: RequestOf<E> & Record<string, SignedValue>,
  file: Blob,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<ResponseOf<E>> {
  const session = $session.get();
  if (session.status !== 'in') throw new ApiError('tokenInvalid', null);
  const form = new FormData();
  for (const [name, value] of await signedFields(fields)) form.append(name, value);
  form.append(UPLOAD_FILE_FIELD, file);
  const answer = await new Promise<Envelope<unknown>>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', API_BASE + endpoint.path);
    request.setRequestHeader('Authorization', `Bearer ${session.token}`);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = request.response as Partial<Envelope<unknown>> | null;
      if (body && typeof body.code === 'number') resolve(body as Envelope<unknown>);
      else reject(new ApiError('network', null));
    };
    request.onerror = () => reject(new ApiError('network', null));
    request.ontimeout = () => reject(new ApiError('network', null));
    request.send(form);
  });
  return answerData<ResponseOf<E>>(answer);
}
