/**
 * A SillyTavern chat file as SillyTavern writes it, Sam talking with Mia, for the import
 * tests of the API and of the chat screen (tests/e2e): the metadata line, then one line a
 * message.
 */

export const SILLYTAVERN_META = JSON.stringify({
  user_name: 'Sam',
  character_name: 'Mia',
  create_date: '2024-05-01@10h00m00s',
  chat_metadata: {},
});

/** One message line; `extra` adds fields (swipes, swipe_id) or replaces them. */
export const sillyTavernLine = (is_user: boolean, mes: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    name: is_user ? 'Sam' : 'Mia',
    is_user,
    is_system: false,
    send_date: '2024-05-01T10:00:00.000Z',
    mes,
    ...extra,
  });
