/**
 * The topics of the insurance-awareness section (/gi-simplified, issue 16,
 * decision 065), in the order the page shows them: an article's and a
 * question's `topic`, the list's `?topic=` filter, and the translation
 * keyword of the topic's name (`ia_topic_<slug with _>`).
 */
export const IA_TOPICS = ["motor", "health", "travel", "home", "claims", "buying-wisely"] as const;
export type IaTopic = (typeof IA_TOPICS)[number];

/** The list's filter parameter: `/gi-simplified?topic=health`. */
export const IA_TOPIC_PARAM = "topic";

export function isIaTopic(value: unknown): value is IaTopic {
  return typeof value === "string" && (IA_TOPICS as readonly string[]).includes(value);
}

/** The translation keyword of a topic's name. */
export function iaTopicKeyword(topic: IaTopic): string {
  return `ia_topic_${topic.replace(/-/g, "_")}`;
}
