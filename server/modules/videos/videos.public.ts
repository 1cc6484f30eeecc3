/** What the rest of the server (realtime) may use of the videos module. */
export { can as canOnVideo } from './videos.policy';
export { findVideo } from './videos.repository';
