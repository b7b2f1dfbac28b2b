## What the bot says to messages no command took (src/features/fallback.ts). HTML.

# $address: the pasted bitcoin address.
fallback-withdraw-ask = ⛓ Это биткоин-адрес, значит, это /withdraw: ончейн-перевод на { $address }. Если вы не собирались ничего отправлять, отправьте /cancel.
# $address: the address of the pasted bitcoin: link.
fallback-withdraw-confirm = ⛓ Это ссылка bitcoin:, значит, это /withdraw: ончейн-перевод на { $address }.
fallback-not-understood = Не понимаю это сообщение. Отправьте /help, чтобы узнать, что я умею, вставьте счёт, чтобы его оплатить, или пришлите фото QR-кода.
