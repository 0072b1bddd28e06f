import { carriesPrevious, TOPIC_RESOURCE_KEYS, type Topic } from '../../webhooks/topics.ts';

/**
 * The `data` of a sample notification: one made-up resource of the topic's kind under its key (and an
 * empty `previous` on updates). No real record is read or changed.
 */
export function sampleData(topic: Topic, now: number): Record<string, unknown> {
  const stamp = new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const resource = { id: 1, created_at: stamp, updated_at: stamp };
  return { [TOPIC_RESOURCE_KEYS[topic]]: [resource], ...(carriesPrevious(topic) && { previous: {} }) };
}
