// Choosing and uploading an image (DESIGN 11: agency avatars, price-list images): the page checks size and the real
// type from the file's first bytes before sending anything, shows a preview and the upload's progress, and reports
// a refusal beside the field. The server checks the same rules again (src/domain/upload.ts).
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { checkImageUpload, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, UPLOAD_SNIFF_BYTES, type UploadImageError } from '../domain/upload.ts';
import { errorText } from '../lib/api.ts';
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { MEGABYTE, UPLOAD_MESSAGES } from './upload-errors.ts';
import './upload.css';

/** The text of a refusal found on the page. */
function refusalText(error: UploadImageError, lang: Lang): string {
  return UPLOAD_MESSAGES[`upload.${error}`](lang);
}

interface Props {
  lang: Lang;
  /** Visible label of the field. */
  label: string;
  /** The image chosen before (its URL), shown until another is chosen. */
  currentUrl?: string | null;
  /** Sends the checked file; resolves with the URL it is served at, or rejects with the API's refusal. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<{ url: string }>;
  /** Called with the uploaded image's URL once the server has it. */
  onUploaded: (url: string) => void;
  /** A refusal the form found (for example: no image chosen), shown beside the field. */
  error?: string | null;
}

/** A file field for one png or jpeg image with preview, progress and its refusals. */
export function ImageUpload({ lang, label, currentUrl = null, upload, onUploaded, error = null }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const locale = { locale: lang };
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The object URL of a local preview is released when another replaces it or the field goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer());
    const check = checkImageUpload({ size: file.size, head });
    if (!check.ok) {
      setProblem(refusalText(check.error, lang));
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const stored = await upload(file, setProgress);
      onUploaded(stored.url);
    } catch (failure) {
      setPreview(null);
      setProblem(errorText(failure, lang));
    } finally {
      setProgress(null);
    }
  };

  const shown = preview ?? currentUrl;
  const message = problem ?? error;
  return (
    <div className="ui-field ui-upload">
      <span className="ui-field__label" id={`${id}-label`}>
        {label}
      </span>
      {shown && <img className="ui-upload__preview" src={shown} alt={m['ui.upload.preview']({}, locale)} width={96} height={96} />}
      {progress !== null && <ProgressBar value={progress} label={m['ui.upload.progress']({}, locale)} />}
      <label className="ui-btn ui-upload__choose" htmlFor={id}>
        {/* Each message by its literal key: a computed key would pull every message of the app into the bundle. */}
        {(shown ? m['ui.upload.change'] : m['ui.upload.choose'])({}, locale)}
      </label>
      <input
        id={id}
        className="ui-upload__input"
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        aria-labelledby={`${id}-label`}
        aria-describedby={message ? `${hintId} ${errorId}` : hintId}
        aria-invalid={message ? true : undefined}
        disabled={progress !== null}
        onChange={(event) => void choose(event)}
      />
      <p id={hintId} className="ui-field__hint">
        {m['ui.upload.hint']({ megabytes: UPLOAD_IMAGE_MAX_BYTES / MEGABYTE }, locale)}
      </p>
      {message && (
        <p id={errorId} className="ui-field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
