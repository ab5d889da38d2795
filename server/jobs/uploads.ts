// Uploads' time-driven work (DESIGN 11): an image no application or price list uses is deleted a day after it was made.
import { deleteUnusedUploads, unusedUploadsDue } from '../services/uploads.ts';
import type { Job } from '../services/job-runner.ts';

/** The job that deletes unused uploads, before every API request and on the timer. */
export const unusedUploadsJob: Job = {
  name: 'unusedUploads',
  run: (db, now) => void deleteUnusedUploads(db, now),
  due: (db, now) => unusedUploadsDue(db, now),
};
