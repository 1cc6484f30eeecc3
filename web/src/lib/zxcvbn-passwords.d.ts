// The one file of @zxcvbn-ts/language-common the web needs (the package has no types for it).
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[];
  export default passwords;
}
