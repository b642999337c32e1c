/**
 * One callback (Contest_API.md "Webhooks"): the JSON POSTed with the client's token in `Webhook-Token`. Answers the
 * status, or 0 when no answer came before the signal (refused, unreachable, too slow): the worker retries either.
 */
export async function postCallback(
  url: string,
  token: string,
  json: string,
  signal: AbortSignal,
): Promise<number> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Webhook-Token': token },
      body: json,
      signal,
      redirect: 'manual',
    });
    await answer.body?.cancel();
    return answer.status;
  } catch {
    return 0;
  }
}
