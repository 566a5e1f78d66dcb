import { uploadEndpoint } from '@/lib/upload/tus/deps';

// Resumable uploads (tus 1.0.0): creation, expiration, termination (lib/upload/tus/endpoint.ts).
// No GET: nobody reads an upload back by its address; Next answers 405.
export const dynamic = 'force-dynamic';

const handle = (request: Request) => uploadEndpoint().handle(request);

export { handle as POST, handle as PATCH, handle as HEAD, handle as DELETE, handle as OPTIONS };
