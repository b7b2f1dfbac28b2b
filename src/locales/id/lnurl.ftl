## /lnurl: your own pay code (src/features/lnurl), in the chat's language.

# Above the pay code (a photo caption).
lnurl-headline-caption =
    🔁 <b>Kode bayar LNURL-mu</b>
    Siapa pun bisa membayarmu berapa saja dengan kode ini, dari wallet lightning mana pun, sesering yang mereka mau.
# Under the pay code, when it is a lightning address ($address, HTML-escaped).
lnurl-address-caption = ⚡ Alamat lightning: <code>{ $address }</code>
# The gateway wants a webhook first; the operator's help, when no events URL of the bot is known.
lnurl-no-webhook =
    ⚠️ Gateway hanya memberikan kode bayar LNURL untuk akun yang sudah punya webhook pembayaran.
    Minta operator gateway-mu memasang webhook untuk akun merchant-mu, lalu coba lagi.
# The same with the bot's events URL for this account ($eventsUrl, HTML-escaped; private chat only: it holds a secret).
lnurl-no-webhook-url =
    ⚠️ Gateway hanya memberikan kode bayar LNURL untuk akun yang sudah punya webhook pembayaran.
    Daftarkan URL webhook ini untuk akun merchant-mu di gateway, lalu coba lagi:
    <code>{ $eventsUrl }</code>
lnurl-setup-sent-privately = 📬 Kode bayarmu perlu satu langkah pengaturan dulu: sudah saya kirim ke chat pribadimu.
lnurl-setup-in-private-first = 🔒 Kode bayarmu perlu satu langkah pengaturan dulu, yang saya jelaskan di chat pribadi. Buka chat itu, lalu kirim /lnurl di sana.
# Plain text (no HTML): $reason is the gateway's failure in one sentence.
lnurl-failed = ⚠️ Gagal mengambil kode bayarmu. { $reason }
