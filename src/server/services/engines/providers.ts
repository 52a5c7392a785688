import { createAnthropic } from '@ai-sdk/anthropic';
import { createAzure } from '@ai-sdk/azure';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Env } from '../../env';
import { httpFetch } from './http-fetch';

/**
 * The AI SDK model for the configured LLM provider (parseEnv has checked what each needs). Every
 * provider package sends its requests through `httpFetch` (node:http/https), not the global fetch.
 */
export function languageModelFromEnv(env: Env): LanguageModelV3 {
  const model = env.LLM_MODEL ?? '';
  const baseURL = env.LLM_BASE_URL;
  switch (env.LLM_PROVIDER) {
    case 'openai':
      return createOpenAI({ apiKey: env.LLM_API_KEY, baseURL, fetch: httpFetch }).chat(model);
    case 'openai-compatible':
      return createOpenAI({
        apiKey: env.LLM_API_KEY ?? 'not-needed',
        baseURL,
        name: 'openai-compatible',
        fetch: httpFetch,
      }).chat(model);
    case 'azure':
      return createAzure({
        apiKey: env.LLM_API_KEY,
        resourceName: env.AZURE_OPENAI_RESOURCE,
        baseURL,
        apiVersion: env.AZURE_OPENAI_API_VERSION,
        useDeploymentBasedUrls: env.AZURE_OPENAI_API_VERSION !== 'v1',
        fetch: httpFetch,
      }).chat(model);
    case 'anthropic':
      return createAnthropic({ apiKey: env.LLM_API_KEY, baseURL, fetch: httpFetch }).languageModel(
        model,
      );
    case 'offline':
      throw new Error('the offline engine has no language model');
  }
}
