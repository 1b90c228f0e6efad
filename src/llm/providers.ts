// The one place that turns resolved settings into an AI SDK model. Every provider is asked for its
// chat-style model so that one protocol (chat completions, for OpenAI and compatible servers) is
// what tests exercise and what local servers speak.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogle } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { apiKeyOf, type LlmSettings } from './settings.ts';

export function languageModelFor(settings: LlmSettings): Exclude<LanguageModel, string> {
  const apiKey = apiKeyOf(settings);
  const baseURL = settings.baseUrl;
  switch (settings.provider) {
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL!,
        ...(apiKey ? { apiKey } : {}),
      }).chatModel(settings.model);
    case 'openai':
      // A placeholder key lets a keyless OpenAI-style proxy at baseUrl work; the vendor's API refuses it clearly.
      return createOpenAI({ apiKey: apiKey ?? 'none', ...(baseURL ? { baseURL } : {}) }).chat(settings.model);
    case 'anthropic':
      return createAnthropic({ apiKey: apiKey ?? 'none', ...(baseURL ? { baseURL } : {}) })(settings.model);
    case 'google':
      return createGoogle({ apiKey: apiKey ?? 'none', ...(baseURL ? { baseURL } : {}) })(settings.model);
  }
}
