'use client';

import { Component } from 'react';

/** How long a window's code may take to load before it counts as failed (spec section 8). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Rejects a lazy import that has not arrived within CHUNK_TIMEOUT_MS. */
export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    Promise.race([
      load(),
      new Promise<T>((_, reject) => setTimeout(() => reject(Object.assign(new Error(`timeout after ${ms} ms`), { name: 'ChunkLoadError' })), ms)),
    ]);
}

type State = { error: Error | null };

/** A part that fails to load shows "Loading chunk failed" with the reason and the URL. */
export class ChunkBoundary extends Component<{ children: React.ReactNode; label: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const url = /https?:\/\/\S+/.exec(error.message)?.[0] ?? (typeof window === 'undefined' ? '' : window.location.href);
    return (
      <div role="alert" className="m-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <p className="font-semibold">{this.props.label}</p>
        <p>{error.message}</p>
        <p className="break-all opacity-75">{url}</p>
      </div>
    );
  }
}
