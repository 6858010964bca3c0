/** A raw request to a fake TeamCity's REST API as its admin, with a JSON body when given; the body parsed when JSON. */
export async function rest(url: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}/app/rest${path}`, {
    method,
    headers: {
      authorization: 'Bearer admin-token',
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}
