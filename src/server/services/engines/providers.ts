import { createAnthropic } from '@ai-sdk/anthropic';
import { createAzure } from '@ai-sdk/azure';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Env } from '../../env';

/** The AI SDK model for the configured LLM provider (parseEnv has checked what each needs). */
export function languageModelFromEnv(env: Env): LanguageModelV3 {
  const model = env.LLM_MODEL ?? '';
  const baseURL = env.LLM_BASE_URL;
  switch (env.LLM_PROVIDER) {
    case 'openai':
      return createOpenAI({ apiKey: env.LLM_API_KEY, baseURL }).chat(model);
    case 'openai-compatible':
      return createOpenAI({
        apiKey: env.LLM_API_KEY ?? 'not-needed',
        baseURL,
        name: 'openai-compatible',
      }).chat(model);
    case 'azure':
      return createAzure({
        apiKey: env.LLM_API_KEY,
        resourceName: env.AZURE_OPENAI_RESOURCE,
        baseURL,
        apiVersion: env.AZURE_OPENAI_API_VERSION,
        useDeploymentBasedUrls: env.AZURE_OPENAI_API_VERSION !== 'v1',
      }).chat(model);
    case 'anthropic':
      return createAnthropic({ apiKey: env.LLM_API_KEY, baseURL }).languageModel(model);
    case 'offline':
      throw new Error('the offline engine has no language model');
  }
}
