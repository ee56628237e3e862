// The one Workers runtime module the Cloudflare adapter uses (types as Cloudflare documents them).
declare module 'cloudflare:email' {
  export class EmailMessage {
    constructor(from: string, to: string, raw: string | ReadableStream);
    readonly from: string;
    readonly to: string;
  }
}
