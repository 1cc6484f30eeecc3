/** A JSON answer as the API gives it, for tests that stand in for fetch (null: no body, as a 204). */
export const json = (body: unknown, status = 200) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
