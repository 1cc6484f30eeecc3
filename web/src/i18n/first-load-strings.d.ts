declare module 'virtual:first-load-strings/*' {
  import type { Strings } from './translator';

  const strings: Strings;
  export default strings;
}
