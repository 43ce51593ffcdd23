/**
 * The KakaoTalk/SMS channel (DESIGN.md §7). No provider is contracted yet: the default sender records
 * the message in the outbox (status `recorded`) instead of sending, so the office sees what would go.
 * A provider's sender implements the same interface and answers `sent`.
 */
export interface TextMessage {
  to: string;
  text: string;
}

export interface TextSender {
  send(message: TextMessage): Promise<'sent' | 'recorded'>;
}

export const recordingTextSender: TextSender = {
  send: async () => 'recorded',
};
