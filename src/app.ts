/**
 * Wires the application together from a validated config: store, secrets,
 * gateway (or the embedded sandbox), HTTP server and bot; and takes it apart
 * again in reverse order. start.ts only calls `startApp` and `app.stop`.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { type RunnerHandle, run } from "@grammyjs/runner";
import type { Api, Bot } from "grammy";
import type { UserFromGetMe } from "grammy/types";
import { AccountService } from "./accounts/accounts.ts";
import { PreferenceService } from "./accounts/preferences.ts";
import { loadOrCreateSecretsKey, SecretBox } from "./accounts/secret-box.ts";
import { Activity } from "./activity.ts";
import type { BotContext } from "./chat/context.ts";
import { type CreateBotOptions, createBot } from "./chat/create-bot.ts";
import { showSettledSend } from "./chat/flows/confirm.ts";
import { resumeKeptNotes } from "./chat/flows/kept-notes.ts";
import { payerNames } from "./chat/flows/people.ts";
import { resumeTipAnnouncements } from "./chat/flows/tip-settle.ts";
import { setWebAppMenuButton } from "./chat/flows/webapp.ts";
import { InFlight } from "./chat/in-flight.ts";
import { setCommandMenus } from "./chat/menu.ts";
import { expireOffers } from "./chat/offer-endings.ts";
import { announceSettledSend } from "./chat/send-settlements.ts";
import { retryWhileUnreachable } from "./chat/telegram-retry.ts";
import { TelegramStatus } from "./chat/telegram-status.ts";
import type { Config } from "./config.ts";
import type { Feature, FeatureEnv, FeatureJob, PolicyEnv } from "./feature.ts";
import { createGateway, type Gateway } from "./gateway/client.ts";
import { ChatLanguages } from "./i18n/chat-languages.ts";
import { LOCALES_DIR, Translations } from "./i18n/i18n.ts";
import { Voices } from "./i18n/voices.ts";
import type { Logger } from "./logger.ts";
import { exposedGc, MemoryRelease } from "./memory-release.ts";
import { createPublicFetch, type Resolver } from "./net/public-fetch.ts";
import { IntentSweeper } from "./operations/intent-sweeper.ts";
import { type IntentPolicy, Intents } from "./operations/intents.ts";
import type { Operation } from "./operations/ledger.ts";
import { Ledger } from "./operations/ledger.ts";
import { MoneyIn } from "./operations/money-in.ts";
import { Offers } from "./operations/offers.ts";
import { OneUseSteps } from "./operations/one-use.ts";
import { Payments, SEND_LEASE_MS } from "./operations/payments.ts";
import { SendSweeper } from "./operations/sweeper.ts";
import { Vouchers } from "./operations/vouchers.ts";
import { Wallet } from "./operations/wallet.ts";
import { PriceSource } from "./prices/price-source.ts";
import type { Sandbox } from "./sandbox/server.ts";
import { activityRoute } from "./server/activity-route.ts";
import { requireBearer } from "./server/bearer.ts";
import { gatewayEventsRoute } from "./server/gateway-events.ts";
import { healthRoute } from "./server/health.ts";
import { HttpApp } from "./server/http.ts";
import { BotMetrics, metricsRoute } from "./server/metrics.ts";
import {
  setTelegramWebhook,
  TELEGRAM_UPDATE_TYPES,
  WebhookIntake,
  webhookEndpoint,
} from "./server/webhook.ts";
import type { Services } from "./services.ts";
import { telegramRefusal } from "./startup-problems.ts";
import { openStore } from "./storage/index.ts";
import { keepRunningMark } from "./storage/running-mark.ts";
import type { Store } from "./storage/types.ts";
import { withUpdateMemo } from "./storage/update-memo.ts";
import { addWebAppApi } from "./webapp/index.ts";
import { webappRedirectRoute, webappStaticRoute } from "./webapp/static.ts";
import { QrPhotoReader } from "./workers/qr-reader.ts";

/** How long shutdown waits for updates being handled (a payment in flight takes seconds). */
const IN_FLIGHT_GRACE_MS = 10_000;

export interface App {
  bot: Bot<BotContext>;
  deps: Services;
  /** The gateway client the engine was given (tests use it to act as other wallets). */
  gateway: Gateway;
  /** The engine's send, for tests that reach below the intents (only the engine uses it). */
  payments: Payments;
  /** The embedded sandbox, when no GATEWAY_BASE_URL is set. */
  sandbox: Sandbox | undefined;
  /** The port the public HTTP server (webhook, gateway events) listens on. */
  httpPort: number;
  /** The port /metrics and /health are served on (METRICS_HOST, loopback by default). */
  metricsPort: number;
  /** Gives freed memory back when the bot is quiet (with --expose-gc). */
  memory: MemoryRelease;
  /** Stops intake, lets in-flight updates finish, closes everything. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Skips getMe (tests, benchmarks). */
  botInfo?: UserFromGetMe;
  /** Start long polling (default true in polling mode). */
  startPolling?: boolean;
  now?: () => number;
  /**
   * For tests of fetching users' URLs: a resolver (names to addresses) and
   * loopback origins of test services to trust besides the embedded
   * sandbox's own. Never set by main.ts.
   */
  publicFetch?: { lookup?: Resolver; allowLoopback?: (url: URL) => boolean };
  /** Changes to Telegram's limits as the outgoing queue keeps them (tests of a shorter group window). */
  outgoingLimits?: CreateBotOptions["outgoingLimits"];
  /**
   * Time between the rounds of every sweeper and feature sweep job, in
   * place of their own (a few seconds): tests that move `now` past a due
   * time see it acted on at once. Never set by main.ts (the setting
   * SWEEP_INTERVAL_MS does the same for a bot process; this wins over it).
   */
  sweepEveryMs?: number;
  /**
   * Ends the start (a signal during start-up): what was started is stopped
   * again and startApp rejects. Waiting for Telegram ends at once; another
   * step is finished first.
   */
  signal?: AbortSignal;
  /**
   * Sets the command menus at start (default true). Tests that do not look at
   * them turn this off: twenty Bot API calls and the menus' texts in every
   * language, at every start of a test bot.
   */
  commandMenus?: boolean;
}

/** Starts everything the config describes. On failure or abort, what was started is stopped again. */
export async function startApp(
  config: Config,
  logger: Logger,
  options: StartOptions = {},
): Promise<App> {
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) =>
        logger.error({ err: error }, "shutdown step failed"),
      );
    }
  };
  const { signal } = options;
  const going = () => signal?.throwIfAborted();
  // The features (and the chat's handlers they bring) load once the first poll is out, in
  // polling mode; at once otherwise. Until then updates, gateway events and Mini App calls
  // wait for them (bench/ANALYSIS.md, start-up).
  const polling = config.mode.kind === "polling" && options.startPolling !== false;
  const featuresWanted = Promise.withResolvers<void>();
  const loaded = featuresWanted.promise.then(async () => {
    const { FEATURES } = await import("./features/index.ts");
    return FEATURES;
  });
  // Awaited below; those waiting meanwhile (updates, requests) get the failure too.
  loaded.catch(() => undefined);
  if (!polling) featuresWanted.resolve();
  try {
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    const store: Store = await openStore({
      url: config.storageUrl,
      dataDir: config.dataDir,
      durability: config.storageDurability,
      logger,
    });
    cleanups.push(() => store.close());
    going();
    // Tells tools that must not run beside a bot (npm run store:move) that this one runs.
    const runningMark = await keepRunningMark(store, { logger });
    cleanups.push(() => runningMark.stop());
    going();
    const qrReader = new QrPhotoReader();
    const translations = new Translations();
    cleanups.push(() => qrReader.close());
    const box = new SecretBox(await loadOrCreateSecretsKey(config.secretsKey, config.dataDir));

    const http = new HttpApp(logger, { timeouts: config.http.timeouts });
    const httpPort = await http.listen(config.http.port, config.http.host);
    cleanups.push(() => http.close());
    // /metrics and /health on a listener of their own (loopback by default): nothing that
    // reaches the public one (a reverse proxy, the internet) reaches them.
    const operations = new HttpApp(logger, { timeouts: config.http.timeouts });
    const metricsPort = await operations.listen(config.metrics.port, config.metrics.host);
    cleanups.push(() => operations.close());
    going();
    // The embedded sandbox posts events to this bot over loopback.
    const eventsBase =
      config.http.publicUrl ??
      (config.gateway.baseUrl ? undefined : `http://127.0.0.1:${httpPort}`);

    let sandbox: Sandbox | undefined;
    if (!config.gateway.baseUrl) {
      // Loaded only here: a bot on a real gateway never loads the sandbox's code.
      const { startSandbox } = await import("./sandbox/server.ts");
      sandbox = await startSandbox({
        network: config.network,
        statePath: path.join(config.dataDir, "sandbox.sqlite"),
        host: "127.0.0.1",
        port: 0,
        // The fee the bot shows is the fee the embedded sandbox charges.
        ...(config.onchainFeeSat !== undefined ? { onchainFeeSat: config.onchainFeeSat } : {}),
        logger: logger.child({ component: "sandbox" }),
      });
      const started = sandbox;
      cleanups.push(() => started.close());
      logger.info({ url: sandbox.url }, "embedded sandbox gateway running (test money)");
      going();
    }
    const gatewayUrl = config.gateway.baseUrl ?? sandbox?.url ?? "";
    const activity = new Activity();
    const inFlight = new InFlight(activity);
    const metrics = new BotMetrics({
      // The features' commands are added when they load, before any update is counted.
      commands: [],
      inFlight: () => inFlight.active,
      storePing: () => store.ping(),
    });
    operations.route("GET", "/metrics", requireBearer(config.metrics.token, metricsRoute(metrics)));
    operations.route(
      "GET",
      "/activity",
      requireBearer(config.metrics.token, activityRoute(activity)),
    );
    const gateway = createGateway({
      baseUrl: gatewayUrl,
      timeoutMs: config.gateway.timeoutMs,
      // The embedded sandbox answers its gateway calls in this process: the same signed
      // requests and answers, without loopback HTTP on both ends (about a fifth of a /balance's
      // CPU, bench/ANALYSIS.md). A real gateway is reached over HTTP.
      ...(sandbox && !config.gateway.baseUrl ? { exchange: sandbox.exchange } : {}),
      logger: logger.child({ component: "gateway" }),
      onCall: (event) => metrics.gatewayCall(event),
    });
    const now = options.now ?? Date.now;
    const accounts = new AccountService({
      store,
      box,
      sandbox,
      sandboxStartBalanceSat: config.sandbox.startBalanceSat,
      eventsUrl: (token) => (eventsBase ? `${eventsBase}/gateway-events/${token}` : undefined),
      now,
    });
    const ledger = new Ledger(store, now);
    const preferences = new PreferenceService(store);
    const languages = new ChatLanguages(store, preferences);
    // Exchange rates: the operator's source, else the embedded sandbox's fixed test rates.
    const priceUrl =
      config.prices.url ?? (sandbox && !config.prices.off ? `${sandbox.url}/prices` : undefined);
    const prices = priceUrl
      ? new PriceSource({
          url: priceUrl,
          ttlMs: config.prices.cacheMs,
          timeoutMs: config.prices.timeoutMs,
          logger: logger.child({ component: "prices" }),
          now,
        })
      : undefined;
    // Users' URLs reach loopback only at the embedded sandbox's own origins (its pay codes),
    // never another port of this machine.
    const testOrigins = options.publicFetch?.allowLoopback;
    const publicFetch = createPublicFetch({
      allowLoopback: (url) => (sandbox?.servesUrl(url) ?? false) || (testOrigins?.(url) ?? false),
      ...(options.publicFetch?.lookup ? { lookup: options.publicFetch.lookup } : {}),
    });
    const payments = new Payments({
      store,
      ledger,
      accounts,
      gateway,
      network: config.network,
      limits: config.limits,
      logger: logger.child({ component: "payments" }),
      now,
      onOutcome: (event) => metrics.send(event),
      // How a send a crash cut off was settled, told by the bot made below (it exists before
      // any send can be settled: the sweeper and the updates start after it).
      onSettled: async (operation) => announceSettled(bot.api, deps, await features, operation),
      payCodeHosts: publicFetch,
    });
    const offers = new Offers({
      store,
      // Built just below, with these offers: a share is paid through it.
      intents: () => deps.intents,
      accounts,
      logger: logger.child({ component: "offers" }),
      now,
    });
    const deps: Services = {
      config,
      logger,
      store,
      accounts,
      preferences,
      languages,
      voices: new Voices({ translations, languages, preferences, prices }),
      prices,
      ledger,
      offers,
      steps: new OneUseSteps(store),
      intents: new Intents({
        store,
        payments,
        offers,
        ledger,
        accounts,
        preferences,
        gateway,
        logger: logger.child({ component: "intents" }),
        now,
        pledgesPerDay: config.pledges.perDay,
      }),
      vouchers: new Vouchers({
        store,
        ledger,
        gateway,
        publicFetch,
        logger: logger.child({ component: "vouchers" }),
        now,
      }),
      moneyIn: new MoneyIn({
        store,
        ledger,
        gateway,
        // Both read only when an event is applied: deps and the bot exist by then.
        intents: { get: (id) => deps.intents.get(id) },
        logger: logger.child({ component: "money-in" }),
        now,
        payerName: (userId) => payerNames(bot.api, logger)(userId),
      }),
      wallet: new Wallet({ gateway }),
      qrReader,
      now,
      publicFetch,
      activity,
    };
    const telegram = new TelegramStatus();
    operations.route(
      "GET",
      "/health",
      requireBearer(config.metrics.token, healthRoute({ store, gatewayUrl, logger, telegram })),
    );

    // What needs the features is set up from them once, before anything that waits for them runs.
    const features = loaded.then((list) => {
      metrics.addCommands(
        list.flatMap((feature) => (feature.commands ?? []).map((c) => c.command)),
      );
      for (const [kind, policy] of intentPolicies(list, policyEnv)) {
        deps.intents.register(kind, policy);
      }
      return list;
    });
    features.catch(() => undefined);
    const bot = createBot(deps, {
      features,
      secretBox: box,
      inFlight,
      observe: metrics.middleware(),
      observeApi: metrics.telegramTransformer(),
      observeOutgoing: metrics.outgoingQueueObserver(),
      telegramStatus: telegram,
      ...(options.botInfo ? { botInfo: options.botInfo } : {}),
      ...(options.outgoingLimits ? { outgoingLimits: options.outgoingLimits } : {}),
    });
    // getMe, webhook set-up and polling wait for Telegram, saying so in the log.
    bot.api.config.use(
      retryWhileUnreachable({
        logger: logger.child({ component: "telegram" }),
        firstDelayMs: config.telegram.retryMs,
      }),
    );
    // Each kind's intent policy (its gate, pledges, how the sweeper's outcomes are told), from
    // the features, before any update or sweep; who the bot is is read once known (getMe).
    const policyEnv: PolicyEnv = {
      deps,
      api: bot.api,
      log: logger.child({ component: "intents" }),
      get botId() {
        return bot.botInfo.id;
      },
      get botUsername() {
        return bot.botInfo.username;
      },
      get me() {
        return { id: bot.botInfo.id, username: bot.botInfo.username };
      },
    };
    const eventsRoute = features.then((list) =>
      gatewayEventsRoute({
        accounts,
        moneyIn: deps.moneyIn,
        logger,
        now,
        // Showing "Paid" is the features': the invoice's message, the inline card, the owner's note.
        listeners: list.flatMap((feature) =>
          feature.moneyIn ? [feature.moneyIn(deps, bot.api)] : [],
        ),
        onResult: (result) => metrics.gatewayEvent(result),
      }),
    );
    eventsRoute.catch(() => undefined);
    // An event is handled like an update: the records it reads again and again are read once.
    http.route("POST", "/gateway-events/*", (req, res, token) =>
      activity.track(withUpdateMemo(async () => (await eventsRoute)(req, res, token))),
    );
    // The Mini App's API (initData-checked); its page's files are served under /app/ after it.
    addWebAppApi(
      http,
      {
        deps,
        botToken: config.telegram.token,
        botUsername: () => bot.botInfo.username,
        api: bot.api,
        longPollMs: config.webApp.longPollMs,
      },
      features.then((list) => list.flatMap((feature) => feature.appRoutes ?? [])),
    );
    // The Mini App's page (static files). Routes match in the order they are added: the
    // API's routes under /app/api/ come first, then this catch-all of /app/.
    http.route("GET", "/app", webappRedirectRoute());
    http.route(
      "GET",
      "/app/*",
      webappStaticRoute({ logger: logger.child({ component: "webapp" }) }),
    );
    // grammY types its signals as its polyfill's; Node's own is taken at run time.
    const telegramSignal = signal as unknown as Parameters<typeof bot.init>[0];
    await bot.init(telegramSignal);
    going();
    if (!bot.botInfo.supports_inline_queries) {
      logger.info("inline mode is off: turn it on with @BotFather's /setinline for @bot queries");
    }
    if (!bot.botInfo.supports_guest_queries) {
      logger.info(
        "guest mode is off: turn it on in @BotFather's bot settings for @bot tips in chats the bot is not in",
      );
    }
    let runner: RunnerHandle | undefined;
    // What the first update does not need (sweeps, jobs, the command menus) starts once the
    // first poll is on its way, not before it (bench/ANALYSIS.md, start-up).
    let firstPoll: Promise<void> = Promise.resolve();
    if (config.mode.kind === "polling" && options.startPolling !== false) {
      firstPoll = firstCallOf(bot.api, "getUpdates");
      await bot.api.deleteWebhook(undefined, telegramSignal);
      going();
      runner = run(bot, {
        runner: {
          // The same update types as webhook mode: Telegram remembers the last list asked for.
          fetch: { timeout: 30, allowed_updates: TELEGRAM_UPDATE_TYPES },
          retryInterval: "exponential",
          maxRetryTime: Number.POSITIVE_INFINITY,
          // Its own report goes to stderr, error and token included; the transformer above logs.
          silent: true,
        },
        sink: { concurrency: 64 },
      });
      const started = runner;
      // Polling ends by itself only on a refusal (token revoked, another poller): say which.
      void started.task()?.catch((error: unknown) => {
        logger.error({ err: error }, `polling stopped: ${telegramRefusal(error) ?? "failed"}`);
      });
      cleanups.push(async () => {
        if (started.isRunning()) await started.stop();
        if (!(await inFlight.idle(IN_FLIGHT_GRACE_MS))) {
          logger.warn({ in_flight: inFlight.active }, "stopping with updates still in flight");
        }
      });
    }
    if (config.mode.kind === "webhook") {
      const endpoint = webhookEndpoint(config.mode.url);
      const intake = new WebhookIntake({
        bot,
        secretToken: config.mode.secret,
        logger: logger.child({ component: "webhook" }),
      });
      http.route("POST", endpoint.path, intake.handler);
      await setTelegramWebhook(bot.api, endpoint, config.mode.secret);
      going();
      // The webhook stays set on shutdown: other replicas, or this one restarted, take the updates.
      cleanups.push(async () => {
        const deadline = Date.now() + IN_FLIGHT_GRACE_MS;
        if (!(await intake.stop(IN_FLIGHT_GRACE_MS))) {
          logger.warn({ open: intake.open }, "stopping with webhook requests still open");
        }
        // Updates answered early (slow ones) may still run.
        if (!(await inFlight.idle(Math.max(0, deadline - Date.now())))) {
          logger.warn({ in_flight: inFlight.active }, "stopping with updates still in flight");
        }
      });
    }
    await firstPoll;
    featuresWanted.resolve();
    // prom-client too (its counts were kept meanwhile): neither is needed for the first poll.
    const [FEATURES] = await Promise.all([features, metrics.load()]);
    going();
    // Not awaited: the menus are cosmetic and must not hold up start-up. Read from the menus'
    // file alone: the languages' other texts are parsed when someone speaks them.
    if (options.commandMenus !== false) {
      const menuTexts = new Translations(LOCALES_DIR, { files: ["menu.ftl"] });
      void setCommandMenus(
        bot.api,
        sandbox !== undefined,
        menuTexts,
        FEATURES.flatMap((feature) => feature.commands ?? []),
      ).catch((error: unknown) => logger.warn({ err: error }, "could not set the command menus"));
    }
    // The chat menu button opens the Mini App, when it is served over https.
    const appTexts = new Translations(LOCALES_DIR, { files: ["webapp-api.ftl"] });
    void setWebAppMenuButton(bot.api, config.webApp.url, appTexts.for("en")).catch(
      (error: unknown) => logger.warn({ err: error }, "could not set the Mini App menu button"),
    );

    // A test's sweepEveryMs, else SWEEP_INTERVAL_MS, else each sweep's own interval.
    const sweepEveryMs = options.sweepEveryMs ?? config.sweepIntervalMs;
    // Sends whose process died are settled at start-up and then every few seconds.
    const sweeper = new SendSweeper({
      payments,
      store,
      logger: logger.child({ component: "send-sweeper" }),
      quietAfterFailureMs: SEND_LEASE_MS,
      activity,
      intervalMs: sweepEveryMs,
    });
    sweeper.start();
    cleanups.push(() => sweeper.stop());
    // Offers (pledges, giveaways, inline sends) whose time ran out are ended and announced.
    const offerSweeper = new SendSweeper({
      payments: {
        sweepUnsettled: () =>
          expireOffers(
            bot.api,
            deps,
            Object.assign({}, ...FEATURES.map((feature) => feature.offerEndings ?? {})),
          ),
      },
      store,
      logger: logger.child({ component: "offer-sweeper" }),
      activity,
      intervalMs: sweepEveryMs,
      lockKey: "offer-sweeper",
      what: "expired offers",
    });
    offerSweeper.start();
    cleanups.push(() => offerSweeper.stop());
    // Intents decided but cut off by a crash (and a rain's shares) are carried on and told.
    const intentSweeper = new IntentSweeper({
      intents: deps.intents,
      store,
      logger: logger.child({ component: "intent-sweeper" }),
      activity,
      // A test's sweepEveryMs wins over the configured interval.
      intervalMs: options.sweepEveryMs ?? config.intents.sweepIntervalMs,
      graceMs: config.intents.graceMs,
    });
    intentSweeper.start();
    cleanups.push(() => intentSweeper.stop());
    // Tip receipts and notes a crash cut off (kept in the store until sent) go out from here.
    const tipAnnouncer = new SendSweeper({
      payments: {
        sweepUnsettled: () =>
          resumeTipAnnouncements({
            deps,
            api: bot.api,
            log: logger.child({ component: "tip-announcements" }),
            botId: bot.botInfo.id,
            botUsername: bot.botInfo.username,
          }),
      },
      store,
      logger: logger.child({ component: "tip-announcement-sweeper" }),
      activity,
      intervalMs: sweepEveryMs,
      lockKey: "tip-announcement-sweeper",
      what: "tip announcements",
    });
    tipAnnouncer.start();
    cleanups.push(() => tipAnnouncer.stop());
    // Private notes kept until sent (a jar's owner, a giveaway's creator) that a restart held back.
    const noteSender = new SendSweeper({
      payments: {
        sweepUnsettled: () =>
          resumeKeptNotes({
            deps,
            api: bot.api,
            log: logger.child({ component: "kept-notes" }),
          }),
      },
      store,
      logger: logger.child({ component: "kept-note-sweeper" }),
      activity,
      intervalMs: sweepEveryMs,
      lockKey: "kept-note-sweeper",
      what: "kept notes",
    });
    noteSender.start();
    cleanups.push(() => noteSender.stop());
    // The features' own background jobs.
    const featureEnv: FeatureEnv = {
      services: deps,
      api: bot.api,
      bot: { id: bot.botInfo.id, username: bot.botInfo.username },
      logger,
    };
    for (const job of FEATURES.flatMap((feature) => feature.jobs ?? [])) {
      const running = startJob(job, featureEnv, store, sweepEveryMs);
      cleanups.push(() => running.stop());
    }
    const memoryLog = logger.child({ component: "memory" });
    const memory = new MemoryRelease({
      gc: exposedGc(),
      released: ({ before, after, ms }) =>
        memoryLog.debug(
          { rss_before_mib: mib(before), rss_after_mib: mib(after), gc_ms: Math.round(ms) },
          "memory given back while quiet",
        ),
    });
    memory.start();
    cleanups.push(async () => memory.stop());
    logger.info(
      {
        mode: config.mode.kind,
        port: httpPort,
        metrics_port: metricsPort,
        network: config.network,
        sandbox: sandbox !== undefined,
        store: store.backend,
      },
      `bot @${bot.botInfo.username} started`,
    );
    return { bot, deps, gateway, payments, sandbox, httpPort, metricsPort, memory, stop: stopAll };
  } catch (error) {
    // Nothing waits for features that will not come.
    featuresWanted.reject(error);
    await stopAll();
    throw error;
  }
}

/**
 * Tells the people of a send a crash cut off, once `Payments` settled it: a
 * feature's own words first (a giveaway share in doubt), else the payer's
 * default note.
 */
async function announceSettled(
  api: Api,
  deps: Services,
  features: readonly Feature[],
  operation: Operation,
): Promise<void> {
  const announcers = features.flatMap((feature) =>
    feature.settledSend ? [feature.settledSend] : [],
  );
  if (await announceSettledSend(api, deps, operation, announcers)) return;
  await showSettledSend(api, deps, operation);
}

/**
 * The features' intent policies by kind. Where two features speak for one
 * kind (the shares of offers), the first one's settings hold and each
 * one's announcement is asked in turn.
 */
function intentPolicies(features: readonly Feature[], env: PolicyEnv): Map<string, IntentPolicy> {
  const byKind = new Map<string, IntentPolicy>();
  for (const feature of features) {
    for (const [kind, policy] of Object.entries(feature.intentPolicies?.(env) ?? {})) {
      const earlier = byKind.get(kind);
      if (!earlier) {
        byKind.set(kind, policy);
        continue;
      }
      const first = earlier.announce;
      const second = policy.announce;
      byKind.set(kind, {
        ...policy,
        ...earlier,
        announce:
          first && second
            ? async (outcome) => {
                await first(outcome);
                await second(outcome);
              }
            : (first ?? second),
      });
    }
  }
  return byKind;
}

/** Starts a feature's job: a sweep under a store lock, or a job with its own timers. */
function startJob(
  job: FeatureJob,
  env: FeatureEnv,
  store: Store,
  everyMs: number | undefined,
): { stop(): Promise<void> } {
  if (job.type === "service") {
    const service = job.create(env);
    service.start();
    return service;
  }
  const sweeper = new SendSweeper({
    payments: { sweepUnsettled: (signal) => job.sweep(env, signal) },
    store,
    logger: env.logger.child({ component: job.lockKey }),
    lockKey: job.lockKey,
    what: job.what,
    activity: env.services.activity,
    intervalMs: everyMs ?? job.intervalMs,
  });
  sweeper.start();
  return sweeper;
}

/**
 * Resolves once `api` has made its first `method` call, after the event loop's
 * current turn: by then the request is on its way (a keep-alive socket writes
 * at once), so what runs next does not hold it up.
 */
function firstCallOf(api: Api, method: string): Promise<void> {
  return new Promise((resolve) => {
    let seen = false;
    api.config.use((prev, called, payload, signal) => {
      if (!seen && called === method) {
        seen = true;
        setImmediate(resolve);
      }
      return prev(called, payload, signal);
    });
  });
}

/** Bytes in MiB, rounded, for logs. */
function mib(bytes: number): number {
  return Math.round(bytes / 2 ** 20);
}
