/**
 * What the rest of the server may use of the profiles module. The videos and discovery modules do
 * not import it: they ask the request for its profile (plugins/viewer-profile.ts).
 */
export { currentProfileId, PROFILE_COOKIE, primaryProfileId } from './current-profile';
/** Privacy rights: the profiles' part of a member's data export (removal is the user row's cascade). */
export { exportMemberProfiles } from './member-data';
