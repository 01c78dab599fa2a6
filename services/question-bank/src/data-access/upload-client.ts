import { ErrorCode } from '@tp/contracts';
import { AppError, fetchInternal, type InternalCredentials } from '@tp/service-kit';

/** More than any spreadsheet catalog accepts (5 MB): a bigger answer is not read into memory. */
const MAX_BYTES = 10 * 1024 * 1024;
const UNAVAILABLE = 'The uploaded file cannot be read right now, so nothing was imported. Please try again in a moment.';

/**
 * Reads an uploaded file's bytes from catalog (GET /internal/uploads/<key>?owner=<user id>), which keeps the files and
 * knows who uploaded each: question-bank never reads catalog's disk. The body is the file, not an envelope, so this
 * reads the kit's raw internal answer (fetchInternal: the token and request id of every /internal call).
 */
export class UploadClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  /** The file stored under `key`, if `ownerId` uploaded it; undefined when there is no such file of theirs. */
  async read(key: string, ownerId: string): Promise<Buffer | undefined> {
    const url = new URL(`/internal/uploads/${key}`, this.baseUrl);
    url.searchParams.set('owner', ownerId);
    const unavailable = () => new AppError(ErrorCode.Unavailable, UNAVAILABLE);
    try {
      const res = await fetchInternal(url, { credentials: this.credentials, audience: 'catalog', timeoutMs: this.timeoutMs, unavailable: UNAVAILABLE });
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      if (!res.ok || Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) {
        await res.body?.cancel();
        throw unavailable();
      }
      const bytes = Buffer.from(await res.arrayBuffer());
      if (bytes.length > MAX_BYTES) throw unavailable();
      return bytes;
    } catch (err) {
      throw err instanceof AppError ? err : unavailable();
    }
  }
}
