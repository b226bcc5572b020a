const URL_PATTERN = /(https?:\/\/[^\s<>"')]+[^\s<>"').,;:!?])/g;

/** Text with its http(s) URLs as links (spec: in the bio, URLs are hyperlinked). */
export function LinkifiedText({ text }: { text: string }) {
  let offset = 0;
  const parts = text.split(URL_PATTERN).map((part, i) => {
    const key = `${offset}`;
    offset += part.length;
    return { key, part, isUrl: i % 2 === 1 };
  });
  return (
    <>
      {parts.map(({ key, part, isUrl }) =>
        isUrl ? (
          <a
            key={key}
            href={part}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-primary underline underline-offset-2"
          >
            {part}
          </a>
        ) : (
          <span key={key}>{part}</span>
        ),
      )}
    </>
  );
}
