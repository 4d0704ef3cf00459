import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A minimal Language Server Protocol client for yaml-language-server (the engine of the YAML
 * extension in VS Code and other editors), run from node_modules over stdio. It opens files the
 * way an editor does, with no settings beyond turning validation, hover and completion on, so the
 * schema comes only from each file's `# yaml-language-server: $schema=` first line.
 */
export interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  message: string;
  severity?: number;
}

export interface CompletionItem {
  label: string;
  insertText?: string;
  textEdit?: { newText: string };
}

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

export class YamlLanguageServer {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly diagnostics = new Map<string, { version: number; items: Diagnostic[] }>();
  private readonly diagnosticWaiters: (() => void)[] = [];
  private readonly versions = new Map<string, number>();
  stderr = '';

  private constructor() {
    const require = createRequire(import.meta.url);
    const bin = path.join(path.dirname(require.resolve('yaml-language-server/package.json')), 'bin', 'yaml-language-server');
    this.child = spawn(process.execPath, [bin, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
  }

  static async start(rootDir: string): Promise<YamlLanguageServer> {
    const server = new YamlLanguageServer();
    const rootUri = pathToFileURL(rootDir).href;
    await server.request('initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'site' }],
      capabilities: {
        textDocument: {
          completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          publishDiagnostics: {},
        },
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false } },
      },
    });
    server.notify('initialized', {});
    server.notify('workspace/didChangeConfiguration', { settings: server.settings() });
    return server;
  }

  private settings() {
    return { yaml: { validate: true, hover: true, completion: true, schemaStore: { enable: false }, schemas: {} } };
  }

  /** Opens (or re-opens with new text) a file and waits for the diagnostics of that version. */
  async diagnose(file: string, text?: string): Promise<Diagnostic[]> {
    const uri = pathToFileURL(file).href;
    const contents = text ?? (await readFile(file, 'utf8'));
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    if (version === 1) {
      this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version, text: contents } });
    } else {
      this.notify('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text: contents }] });
    }
    for (;;) {
      const current = this.diagnostics.get(uri);
      if (current && current.version === version) return current.items;
      await new Promise<void>((resolve) => this.diagnosticWaiters.push(resolve));
    }
  }

  async complete(file: string, line: number, character: number): Promise<CompletionItem[]> {
    const result = (await this.request('textDocument/completion', {
      textDocument: { uri: pathToFileURL(file).href },
      position: { line, character },
    })) as { items: CompletionItem[] } | CompletionItem[] | null;
    return Array.isArray(result) ? result : (result?.items ?? []);
  }

  async hover(file: string, line: number, character: number): Promise<string> {
    const result = (await this.request('textDocument/hover', {
      textDocument: { uri: pathToFileURL(file).href },
      position: { line, character },
    })) as { contents: { value: string } | string } | null;
    if (!result) return '';
    return typeof result.contents === 'string' ? result.contents : result.contents.value;
  }

  async stop(): Promise<void> {
    try {
      await this.request('shutdown', null);
      this.notify('exit', null);
    } finally {
      if (this.child.exitCode === null) this.child.kill();
    }
  }

  private request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    this.send({ jsonrpc: '2.0', id, method, params });
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  private notify(method: string, params: unknown): void {
    this.send({ jsonrpc: '2.0', method, params });
  }

  private send(message: object): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.child.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]));
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd === -1) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString('ascii'))?.[1]);
      const start = headerEnd + 4;
      if (this.buffer.length < start + length) return;
      const message = JSON.parse(this.buffer.subarray(start, start + length).toString('utf8')) as Message;
      this.buffer = this.buffer.subarray(start + length);
      this.handle(message);
    }
  }

  private handle(message: Message): void {
    if (message.method === undefined && message.id !== undefined) {
      const waiter = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiter?.reject(new Error(message.error.message));
      else waiter?.resolve(message.result);
      return;
    }
    if (message.method === 'textDocument/publishDiagnostics') {
      const params = message.params as { uri: string; version?: number; diagnostics: Diagnostic[] };
      this.diagnostics.set(params.uri, { version: params.version ?? this.versions.get(params.uri) ?? 0, items: params.diagnostics });
      for (const wake of this.diagnosticWaiters.splice(0)) wake();
      return;
    }
    if (message.id !== undefined && message.method !== undefined) {
      // A request from the server: settings for each section asked for, and nothing for the rest.
      let result: unknown = null;
      if (message.method === 'workspace/configuration') {
        const items = (message.params as { items: { section?: string }[] }).items;
        result = items.map((item) => (item.section === 'yaml' ? this.settings().yaml : null));
      }
      this.send({ jsonrpc: '2.0', id: message.id, result });
    }
  }
}
