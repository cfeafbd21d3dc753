import { expireWrite } from '@/lib/data/cache';
import { handleHttp, handlePreflight } from '@/lib/functions';

type Context = { params: Promise<{ action: string }> };

/** The functions protocol over HTTP: POST /api/data/{find|findOne|insertOne|updateOne}. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return handleHttp(request, (await params).action, expireWrite);
}

const notAllowed = async (request: Request, { params }: Context) =>
  handleHttp(request, (await params).action);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

/** CORS preflight: answered for the read actions (find, findOne), refused for writes. */
export async function OPTIONS(_request: Request, { params }: Context): Promise<Response> {
  return handlePreflight((await params).action);
}
