/** What other modules may use of the files module: public image URLs and serving stored objects. */
export { keyFromPublicUrl, PUBLIC_FILE_PREFIXES, publicFileUrl } from './files';
export { sendObject } from './send-object';
