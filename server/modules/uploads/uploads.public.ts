/** What other modules may use of the uploads module: taking a finished upload of the actor's. */
/** Composition: the node's upload service (bootstrap and the test context build it). */
export { createUploadService, type TakenUpload, takeUpload, type UploadService } from './uploads';
