## What the bot says to messages no command took (src/features/fallback). HTML.

fallback-not-understood = Не понимаю это сообщение. Отправьте /help, чтобы узнать, что я умею, вставьте счёт, чтобы его оплатить, или пришлите фото QR-кода.
