// The assistant's state and its rules (spec section 4, "Assistant"), without React: the drawer and the
// /assistant page show the same session. The calls, the job poller and the storage come in, so tests run the
// rules against a stubbed server.
// - Initialising uses the given chat id or else the stored one and loads it; if loading fails the stored id
//   is dropped and a new chat is created; with neither, a new chat is created.
// - Sending adds the user's message and a progress placeholder, clears the input and sets loading. A job id
//   is polled (one check at once, then every 1000 ms); SUCCESS replaces the placeholder with the result (the
//   first item of a list); a direct message replaces it at once; neither raises 'No response data
//   received'. Any error removes the two added messages and shows the error in the list.
// - 'New chat' (only with access) forgets the stored id, empties messages and input, stops polling, resets
//   the job's id, progress and stage, and starts a fresh chat.
// - Without PREMIUM or ENTERPRISE the only message is the welcome message, and nothing is sent.
import type { AssistantContext, Chat, ChatMessage, ChatReply, TextProposal } from '@wtt/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ASSISTANT_ERROR_TEXTS, reasonOf } from '../api/assistant.ts';
import type { JobPoll, JobPoller, JobResult } from '../api/jobPoller.ts';
import { isJobPollError } from '../api/jobPoller.ts';
import type { ChatIdStorage } from './chatIdStorage.ts';
import type { AssistantPersona } from './assistantPersona.ts';
import { WELCOME_WITHOUT_PLAN, personaOf } from './assistantPersona.ts';

/** A message as the chat shows it (spec section 3, "Chat message shown"). */
export interface ShownMessage {
  id: string;
  text: string;
  type: 'user' | 'assistant' | 'error';
  /** The in-progress placeholder ('Thinking...'). */
  progress: boolean;
  timestamp: string;
  /** Fixes the reply offers for the editor's text. */
  proposal: TextProposal | null;
  /** The editor's text the reply was about, so its proposal is applied only to that text. */
  contextText: string | null;
  /** Shown by the app itself (greeting, welcome), not stored in the chat. */
  local: boolean;
}

export interface AssistantSessionState {
  access: boolean;
  persona: AssistantPersona;
  chatId: string | null;
  /** True while the chat is being loaded or created. */
  initialising: boolean;
  messages: ShownMessage[];
  input: string;
  loading: boolean;
  jobId: string | null;
  jobProgress: number;
  jobStage: string | null;
}

export interface AssistantCalls {
  createChat: () => Promise<Chat>;
  getChat: (chatId: string) => Promise<Chat>;
  sendMessage: (chatId: string, message: string, context?: AssistantContext) => Promise<ChatReply>;
}

export interface AssistantSessionDependencies {
  calls: AssistantCalls;
  poller: JobPoller;
  chatIds: ChatIdStorage;
  now?: () => string;
  newId?: () => string;
}

export interface AssistantSession {
  store: StoreApi<AssistantSessionState>;
  /**
   * Who may use the assistant and in which voice; without access only the welcome message stays. `owner`
   * is the signed-in identity: another one starts afresh, so nobody sees the previous user's chat.
   */
  configure: (settings: { access: boolean; personality: unknown; owner?: string | null }) => void;
  /** Back to the start: no chat, no messages, nothing polled. */
  reset: () => void;
  /** Opening the drawer or the page: load the given or stored chat, else create one. */
  initialise: (givenChatId?: string) => Promise<void>;
  newChat: () => Promise<void>;
  setInput: (input: string) => void;
  /** Sends the input (or `text`); false when the rules of spec section 5 refuse it. */
  send: (context?: AssistantContext, text?: string) => Promise<boolean>;
  /** Cancels the reply being written (the job); the two added messages go and the words return. */
  cancelReply: () => Promise<void>;
}

export const GREETING_ID = 'greeting';
export const WELCOME_ID = 'welcome';

function fromStored(message: ChatMessage): ShownMessage {
  return {
    id: message.id,
    text: message.text,
    type: message.role,
    progress: false,
    timestamp: message.timestamp,
    proposal: message.proposal,
    contextText: null,
    local: false,
  };
}

/** The first item of a list result (spec section 4), null for none or an empty text. */
export function replyTextOf(result: JobResult): string | null {
  const text = Array.isArray(result) ? result[0] : result;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

export function createAssistantSession(dependencies: AssistantSessionDependencies): AssistantSession {
  const { calls, poller, chatIds } = dependencies;
  const now = dependencies.now ?? (() => new Date().toISOString());
  let counter = 0;
  const newId = dependencies.newId ?? (() => `local-${Date.now()}-${(counter += 1)}`);

  const initialState = (): AssistantSessionState => ({
    access: false,
    persona: personaOf(undefined),
    chatId: null,
    initialising: false,
    messages: [],
    input: '',
    loading: false,
    jobId: null,
    jobProgress: 0,
    jobStage: null,
  });
  const store = createStore<AssistantSessionState>()(initialState);
  const set = store.setState;
  const get = store.getState;

  /** Bumped by every fresh start, so answers for an earlier chat are dropped. */
  let generation = 0;
  let currentPoll: JobPoll | null = null;
  let initialisation: Promise<void> | null = null;
  /** Set by the Stop button, so a cancel the user asked for is no error to show. */
  const cancelled = { byUser: false };
  const stoppedByUser = (): boolean => cancelled.byUser;

  const localMessage = (id: string, text: string, type: ShownMessage['type']): ShownMessage => ({
    id,
    text,
    type,
    progress: false,
    timestamp: now(),
    proposal: null,
    contextText: null,
    local: true,
  });

  const greeting = (): ShownMessage => localMessage(GREETING_ID, get().persona.greeting, 'assistant');
  const welcome = (): ShownMessage => localMessage(WELCOME_ID, WELCOME_WITHOUT_PLAN, 'assistant');
  const errorMessage = (text: string): ShownMessage => localMessage(newId(), text, 'error');

  function showChat(chat: Chat): void {
    chatIds.write(chat.id);
    const stored = chat.messages.map(fromStored);
    set({ chatId: chat.id, messages: stored.length === 0 ? [greeting()] : stored });
  }

  function stopPolling(): void {
    currentPoll?.stop();
    currentPoll = null;
    set({ jobId: null, jobProgress: 0, jobStage: null });
  }

  async function startNewChat(mine: number): Promise<void> {
    try {
      const chat = await calls.createChat();
      if (mine === generation) showChat(chat);
    } catch (error) {
      if (mine !== generation) return;
      set({ chatId: null, messages: [errorMessage(ASSISTANT_ERROR_TEXTS.createChat(reasonOf(error)))] });
    }
  }

  async function load(givenChatId: string | undefined): Promise<void> {
    const mine = generation;
    set({ initialising: true });
    try {
      const chatId = givenChatId ?? chatIds.read();
      if (chatId !== null) {
        try {
          const chat = await calls.getChat(chatId);
          if (mine === generation) showChat(chat);
          return;
        } catch (error) {
          if (mine !== generation) return;
          // A chat that is gone (or never was this user's) is no failure to show: a new one takes its place.
          console.warn(ASSISTANT_ERROR_TEXTS.loadChat(reasonOf(error)));
          chatIds.remove();
        }
      }
      await startNewChat(mine);
    } finally {
      if (mine === generation) set({ initialising: false });
    }
  }

  function initialise(givenChatId?: string): Promise<void> {
    const state = get();
    if (!state.access) {
      set({ messages: [welcome()], chatId: null });
      return Promise.resolve();
    }
    if (initialisation !== null) return initialisation;
    // The chat on screen stays while it is the one asked for (a reply may be on its way).
    if (state.chatId !== null && (givenChatId === undefined || givenChatId === state.chatId)) {
      return Promise.resolve();
    }
    const run = load(givenChatId).finally(() => {
      if (initialisation === run) initialisation = null;
    });
    initialisation = run;
    return run;
  }

  let owner: string | null = null;

  function reset(): void {
    generation += 1;
    initialisation = null;
    stopPolling();
    set(initialState());
  }

  function configure(settings: { access: boolean; personality: unknown; owner?: string | null }): void {
    const { access, personality } = settings;
    if (settings.owner !== undefined && settings.owner !== owner) {
      if (owner !== null) reset();
      owner = settings.owner;
    }
    const persona = personaOf(personality);
    const before = get();
    if (before.access === access && before.persona.personality === persona.personality) return;
    set({ persona });
    if (!access) {
      generation += 1;
      initialisation = null;
      stopPolling();
      set({ access: false, chatId: null, loading: false, input: '', messages: [welcome()] });
      return;
    }
    if (!before.access) {
      // Access came (a plan was chosen): the welcome message goes and a chat starts when shown.
      set({ access: true, messages: [] });
      return;
    }
    // Another voice: an empty chat greets in it.
    set((state) => ({
      messages: state.messages.map((message) => (message.id === GREETING_ID ? greeting() : message)),
    }));
  }

  async function newChat(): Promise<void> {
    if (!get().access) return;
    generation += 1;
    initialisation = null;
    chatIds.remove();
    stopPolling();
    set({ chatId: null, messages: [], input: '', loading: false });
    await initialise();
  }

  function replacePlaceholder(placeholderId: string, replacement: ShownMessage): void {
    set((state) => ({
      messages: state.messages.map((message) => (message.id === placeholderId ? replacement : message)),
    }));
  }

  /** The stored reply carries the proposal (the job's result is only its text). */
  async function attachStoredReply(mine: number, chatId: string, shownId: string): Promise<void> {
    let chat: Chat;
    try {
      chat = await calls.getChat(chatId);
    } catch (error) {
      console.warn(ASSISTANT_ERROR_TEXTS.loadChat(reasonOf(error)));
      return;
    }
    if (mine !== generation) return;
    const stored = [...chat.messages].reverse().find((message) => message.role === 'assistant');
    if (stored === undefined) return;
    set((state) => ({
      messages: state.messages.map((message) =>
        message.id === shownId
          ? { ...message, id: stored.id, timestamp: stored.timestamp, proposal: stored.proposal }
          : message,
      ),
    }));
  }

  async function awaitJob(jobId: string): Promise<string> {
    set({ jobId, jobProgress: 0, jobStage: null });
    const poll = poller.poll(jobId, {
      onUpdate: (job) => {
        if (currentPoll === poll) set({ jobProgress: job.progress, jobStage: job.stage });
      },
    });
    currentPoll = poll;
    try {
      const text = replyTextOf(await poll.done);
      if (text === null) throw new Error(ASSISTANT_ERROR_TEXTS.failedResponse);
      return text;
    } finally {
      if (currentPoll === poll) currentPoll = null;
    }
  }

  async function send(context?: AssistantContext, given?: string): Promise<boolean> {
    const state = get();
    const text = given ?? state.input;
    if (text.trim() === '' || state.chatId === null || state.loading || !state.access) return false;
    const chatId = state.chatId;
    const mine = generation;
    const userMessage: ShownMessage = { ...localMessage(newId(), text, 'user'), local: false };
    const placeholder: ShownMessage = { ...localMessage(newId(), '', 'assistant'), progress: true };
    const contextText = context?.text ?? null;
    cancelled.byUser = false;
    set({
      // The greeting stays: it opened this chat, and a failed send leaves the chat empty again.
      messages: [...state.messages, userMessage, placeholder],
      input: '',
      loading: true,
    });

    let stage: 'submit' | 'response' = 'submit';
    try {
      const reply = await calls.sendMessage(chatId, text, context);
      stage = 'response';
      if (mine !== generation) return true;
      if ('jobId' in reply) {
        const replyText = await awaitJob(reply.jobId);
        if (mine !== generation) return true;
        const shownId = newId();
        replacePlaceholder(placeholder.id, {
          ...localMessage(shownId, replyText, 'assistant'),
          local: false,
          contextText,
        });
        set({ loading: false, jobId: null, jobProgress: 0, jobStage: null });
        await attachStoredReply(mine, chatId, shownId);
      } else {
        replacePlaceholder(placeholder.id, { ...fromStored(reply.message), contextText });
        set({ loading: false });
      }
      return true;
    } catch (error) {
      if (mine !== generation) return true;
      const userCancelled = stoppedByUser() && isJobPollError(error) && error.reason === 'cancelled';
      const reason = reasonOf(error);
      const shown =
        reason === ASSISTANT_ERROR_TEXTS.noResponseData || reason === ASSISTANT_ERROR_TEXTS.failedResponse
          ? reason
          : stage === 'submit'
            ? ASSISTANT_ERROR_TEXTS.submit(reason)
            : ASSISTANT_ERROR_TEXTS.response(reason);
      set((current) => ({
        messages: [
          ...current.messages.filter(
            (message) => message.id !== userMessage.id && message.id !== placeholder.id,
          ),
          ...(userCancelled ? [] : [errorMessage(shown)]),
        ],
        // The words are not lost: they go back into an empty input, ready to send again.
        input: current.input === '' ? text : current.input,
        loading: false,
        jobId: null,
        jobProgress: 0,
        jobStage: null,
      }));
      return false;
    }
  }

  async function cancelReply(): Promise<void> {
    const poll = currentPoll;
    if (poll === null) return;
    cancelled.byUser = true;
    await poll.cancel().catch((error: unknown) => {
      console.warn('The reply could not be cancelled.', error);
    });
  }

  return {
    store,
    configure,
    reset,
    initialise,
    newChat,
    setInput: (input) => set({ input }),
    send,
    cancelReply,
  };
}
