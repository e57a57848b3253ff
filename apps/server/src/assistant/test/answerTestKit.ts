import { randomUUID } from 'node:crypto';
import type { AssistantContext } from '@wtt/contract';
import { createChecks, type Checks } from '../../text/checking/checks.ts';
import { insertGuide } from '../../text/guides/guideStore.ts';
import { insertPrompt } from '../../text/prompts/promptStore.ts';
import { startTestServer, type TestServer } from '../../test/testServer.ts';
import { assistantLibrary, type AssistantLibrary } from '../assistantLibrary.ts';
import type { AnswerInput } from '../builtin/answerInput.ts';
import { voiceFor, type Personality } from '../voice.ts';
import { workingText } from '../workingText.ts';
import { HOUSE_STYLE_RULES } from './assistantTestKit.ts';

/**
 * The built-in answers' bench: a real server and database (with the predefined library seeded), a user
 * with their own guide "House style" and prompt, and the engine checking in this thread, as the reply job
 * would. `input()` builds what an answer gets.
 */
export interface AnswerBench {
  readonly server: TestServer;
  readonly ownerId: string;
  readonly houseStyleId: string;
  readonly library: AssistantLibrary;
  /** The guide names the answers said they were checking against, in order. */
  readonly checked: string[];
  input(
    message: string,
    options?: { context?: Partial<AssistantContext>; personality?: Personality },
  ): AnswerInput;
  close(): Promise<void>;
}

export async function startAnswerBench(): Promise<AnswerBench> {
  const server = await startTestServer();
  const ownerId = randomUUID();
  await server.db
    .insertInto('identity')
    .values({ id: ownerId, email: `${ownerId}@example.com` })
    .execute();
  const houseStyle = await insertGuide(server.db, {
    ownerId,
    ownerName: 'ada@example.com',
    name: 'House style',
    description: 'Our voice',
    rules: HOUSE_STYLE_RULES,
  });
  await insertPrompt(server.db, {
    ownerId,
    name: 'Tighten the intro',
    content: 'Cut the first paragraph to two sentences.',
  });
  const checks: Checks = createChecks(0);
  const library = assistantLibrary(server.db, checks, ownerId);
  const checked: string[] = [];
  return {
    server,
    ownerId,
    houseStyleId: houseStyle.id,
    library,
    checked,
    input(message, options = {}) {
      const context =
        options.context === undefined ? undefined : { format: 'plain' as const, ...options.context };
      return {
        message,
        text: workingText(context),
        guideId: context?.toneOfVoiceId,
        library,
        voice: voiceFor(options.personality ?? 1),
        checking: async (guideName) => {
          checked.push(guideName);
        },
      };
    },
    async close() {
      await checks.close();
      await server.close();
    },
  };
}

/** A casual text: contractions, slang, exclamations. */
export const CASUAL_TEXT = "Hey! We're gonna fix your stuff ASAP, don't worry!! It's gonna be awesome.";

/** A stiff formal text: formal words, Latinate nouns, passives, a full form usually contracted. */
export const FORMAL_TEXT =
  'Pursuant to your request, the documentation shall be provided upon completion of the verification. We are unable to accommodate modifications thereafter. Furthermore, all correspondence must be addressed to the department.';
