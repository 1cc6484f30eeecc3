/** What other modules may use of the uploads module: taking a finished upload of the actor's. */
export { type TakenUpload, takeUpload, type UploadDeps, type UploadService } from './uploads';
