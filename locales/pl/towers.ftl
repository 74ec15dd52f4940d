### towers: katalog komunikatów po polsku. Źródłem jest locales/en/towers.ftl.
### Warcaby: pionek, damka, bicie, bicie obowiązkowe, zasada większości, wieża (Bashni),
### kolumna (Lasca; żołnierz i oficer).

## Nazwy gier

variant-bashni = Bashni
variant-lasca = Lasca
variant-russian = Warcaby rosyjskie
variant-brazilian = Warcaby brazylijskie
variant-kurnik = Warcaby klasyczne 8×8 (kurnik)
variant-international = Warcaby międzynarodowe 10×10
variant-canadian = Warcaby kanadyjskie
variant-english = Warcaby angielskie

## /pomoc

help-text = **towers**: warcaby na Discordzie — Bashni, Lasca i sześć innych gier.
    __**Gra**__
    • `/challenge`: wyzwij kogoś, mnie (bota) albo nikogo (przyjąć może każdy na kanale); odpowiedź to `/accept` lub `/decline`.
    • `/move` wykonuje ruch (Discord podpowiada dozwolone ruchy w trakcie pisania); `/board` pokazuje planszę; `/side` ją obraca.
    • `/resign` (poddanie), `/draw` (propozycja lub przyjęcie remisu), `/takeback` (cofnięcie ostatniego ruchu, jeśli przeciwnik się zgodzi), `/claim` (wygrana, gdy przeciwnikowi skończył się czas), `/hint` (podpowiedź w grze z botem).
    __**Partie i gracze**__
    • `/pdn` eksportuje partię, `/replay` ją animuje, `/games` wypisuje zakończone partie.
    • `/rating`, `/leaderboard`, `/stats`: rankingi i wyniki na tym serwerze.
    • `/analyze` analizuje zakończoną partię (lub partię ze mną) ruch po ruchu; `/puzzle` daje zadanie, na które odpowiadasz przez `/solve`.
    • `/learn` uczy baszni, laski i innych gier na planszy, poziom po poziomie (widzisz to tylko ty).
    • `/settings` pokazuje ustawienia serwera; `/configure` je zmienia (uprawnienie „Zarządzanie serwerem”).
    • `/tournament create` otwiera tu turniej szwajcarski lub kołowy z partiami na wiele dni; gracze naciskają Dołącz.
    • `/arena create` otwiera arenę z zegarami: gracze są kojarzeni, gdy tylko dwóch jest wolnych.
    • `/{ cmd-rules-name }` objaśnia zasady gry.
    __**Ruchy**__
    • Bashni, warcaby rosyjskie: `c3-d4`; przy biciu podaj każde pole lądowania: `c3:e5:g3`.
    • Lasca, warcaby brazylijskie, kurnik: `c3-d4`; bicia z `x`: `c3xe5xg7`.
    • Warcaby międzynarodowe, kanadyjskie, angielskie: numery pól, `11-15`; bicia z `x`: `26x17`.

## Pozostałe wybory opcji

choice-white = białe
choice-black = czarne
choice-random = losowo
choice-player-to-move = gracz na ruchu
choice-everyone = wszyscy
choice-role = rola
choice-kurnik-captures-optional = kurnik: bicie nieobowiązkowe
choice-lasca-black-moves-first = Lasca: zaczynają czarne
choice-bashni-immediate-prisoner-transfer = Bashni: jeniec od razu trafia pod wieżę
choice-shot = kombinacja
choice-breakthrough = przebicie
choice-king-ending = końcówka z damkami
choice-capture-choice = wybór bicia
choice-defence = obrona
choice-quiet-move = cichy ruch
choice-1-0 = 1+0
choice-3-2 = 3+2
choice-5-3 = 5+3
choice-10-5 = 10+5
choice-15-10 = 15+10

## Nazwy i opisy komend (lokalizacje Discorda)

cmd-help-name = pomoc
cmd-help-description = Co potrafię i jak wpisywać ruchy (odpowiedź widzisz tylko ty).
cmd-rules-name = zasady
cmd-rules-description = Objaśnij zasady gry (odpowiedź widzisz tylko ty).
cmd-rules-variant-name = gra
cmd-rules-variant-description = Która gra (domyślnie Bashni)
cmd-challenge-description = Wyzwij kogoś (albo mnie, bota) na partię na tym kanale.
cmd-challenge-opponent-description = Z kim grać: osoba, ja (bot) albo puste, aby mógł przyjąć każdy na kanale
cmd-challenge-variant-description = Która gra (domyślnie Bashni lub domyślna gra serwera)
cmd-challenge-level-description = Siła bota, od 1 (początkujący) do 6 (domyślnie 3); tylko w grze z botem
cmd-challenge-color-description = Twój kolor (domyślnie białe)
cmd-challenge-rules-description = Opcja zasad wybranej gry (domyślnie zasady z podręcznika)
cmd-challenge-time-description = Czas na ruch, np. 10min, 1h, 1day (domyślnie 3days; nie w grze z botem)
cmd-challenge-clock-description = Zegar: minuty dla każdego + sekundy dodawane za ruch (nie z time, nie z botem)
cmd-challenge-thread-description = Graj w nowym wątku tego kanału, żeby nie zaśmiecać kanału
cmd-accept-description = Przyjmij wyzwanie, które czeka na ciebie na tym kanale.
cmd-decline-description = Odrzuć wyzwanie do ciebie (albo wycofaj swoje).
cmd-move-description = Wykonaj ruch w partii na tym kanale, np. c3-d4 albo c3:e5:g3.
cmd-move-notation-description = Ruch, np. c3-d4, albo c3:e5:g3 przy biciu
cmd-board-description = Pokaż planszę tego kanału.
cmd-resign-description = Poddaj partię na tym kanale.
cmd-draw-description = Zaproponuj remis albo przyjmij propozycję przeciwnika.
cmd-hint-description = Poproś silnik o podpowiedź ruchu (gra z botem; widzisz ją tylko ty).
cmd-pdn-description = Eksportuj bieżącą (lub ostatnią) partię tego kanału jako plik PDN.
cmd-takeback-description = Cofnij swój ostatni ruch: pyta przeciwnika (albo zgadza się na jego prośbę); bot się zgadza.
cmd-claim-description = Zgłoś wygraną, gdy przeciwnik nie wykonał ruchu w czasie na ruch.
cmd-rating-description = Ranking gracza na tym serwerze (Glicko-2).
cmd-rating-player-description = Czyj ranking (domyślnie twój)
cmd-rating-variant-description = Która gra (domyślnie domyślna gra serwera)
cmd-leaderboard-description = Dziesięciu graczy z najwyższym rankingiem na tym serwerze.
cmd-leaderboard-variant-description = Która gra (domyślnie domyślna gra serwera)
cmd-stats-description = Wygrane, remisy i porażki gracza w każdej grze na tym serwerze.
cmd-stats-player-description = Czyje wyniki (domyślnie twoje)
cmd-settings-description = Pokaż ustawienia tego serwera (odpowiedź widzisz tylko ty).
cmd-configure-description = Zmień ustawienia tego serwera (wymaga uprawnienia Zarządzanie serwerem).
cmd-configure-default_variant-description = Gra, którą zaczyna /challenge, gdy żadnej nie podano
cmd-configure-rated_bot_games-description = Czy gry z botem liczą się do rankingu
cmd-configure-threads-description = Czy każda partia dostaje własny wątek
cmd-configure-time_limit-description = Domyślny czas na ruch, np. 10min, 1h, 1day; „default” to 3 dni
cmd-configure-who_starts-description = Kto może zaczynać partie
cmd-configure-role-description = Rola, która może zaczynać partie (przy who_starts: role)
cmd-configure-language-description = Język publicznych wiadomości, np. en, pl, ru; „default” to język Discorda
cmd-replay-description = Odtwórz bieżącą (lub ostatnią) partię tego kanału jako animowany obrazek.
cmd-games-description = Wypisz ostatnie zakończone partie tego kanału albo gracza.
cmd-games-player-description = Czyje partie (na dowolnym kanale); domyślnie partie tego kanału
cmd-side-description = Wybierz, od której strony widać planszę tej partii (tylko gracze).
cmd-side-side-description = Czyja strona jest na dole planszy

## Odpowiedzi /zasady

rules-bashni = **{ variant-bashni }** (warcaby wieżowe: warcaby rosyjskie z wieżami)
    • Plansza 8x8, tylko ciemne pola. Każdy gracz ma 12 pionków na trzech najbliższych rzędach. Zaczynają białe.
    • Pionek idzie o jedno pole po przekątnej do przodu. Bije, przeskakując sąsiednią bierkę przeciwnika do przodu lub do tyłu na wolne pole za nią, i bije dalej, dopóki może.
    • Damka jest dalekobieżna: chodzi o dowolną liczbę pól po wolnej przekątnej i bije z odległości, stając na dowolnym wolnym polu za przeskoczoną bierką.
    • Bicie jest obowiązkowe. Spośród kilku bić wybierasz dowolne, ale musisz je dokończyć; jeśli damka może stanąć tam, skąd bicie trwa dalej, musi tam stanąć.
    • Wieże: zbita bierka nie znika z planszy. Zabierasz tylko górną bierkę przeskoczonej wieży i wkładasz ją pod spód swojej wieży; reszta zostaje na swoim polu. Wieża należy do właściciela górnej bierki, porusza się w całości i tak jak jej górna bierka. Żadnej wieży nie przeskakuje się dwa razy w jednym ruchu.
    • Pionek, który dojdzie do ostatniego rzędu, od razu staje się damką (tylko górna bierka). Jeśli może bić dalej, bije dalej jako damka w tym samym ruchu. Zbita damka pozostaje damką i znów działa po uwolnieniu.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie dowodzisz żadną wieżą albo wszystkie twoje wieże są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji albo 15 ruchów każdej strony bez bicia i bez promocji.
    • Ruchy wpisuj jako `c3-d4`; przy biciu podaj każde pole lądowania: `c3:e5:g3`.

rules-lasca = **{ variant-lasca }** (kolumnowe warcaby Laskera)
    • Plansza 7x7; gra toczy się na 25 polach koloru narożnego. Każdy gracz ma 11 żołnierzy (pionków) na trzech najbliższych rzędach; środkowy rząd jest na początku pusty. Zaczynają białe.
    • Żołnierz idzie o jedno pole po przekątnej do przodu i bije **tylko do przodu**, przeskakując sąsiednią bierkę przeciwnika na wolne pole za nią; bije dalej, dopóki może.
    • Oficer (damka) chodzi o **jedno pole** po przekątnej w dowolnym kierunku i bije krótkim skokiem do przodu lub do tyłu.
    • Bicie jest obowiązkowe. Spośród kilku bić wybierasz dowolne, ale musisz je dokończyć.
    • Kolumny: zbita bierka nie znika z planszy. Zabierasz tylko górną bierkę przeskoczonej kolumny i wkładasz ją pod spód swojej kolumny; reszta zostaje na swoim polu. Kolumna należy do właściciela górnej bierki, porusza się w całości i tak jak jej górna bierka. Żadnej kolumny nie przeskakuje się dwa razy w jednym ruchu.
    • Promocja: żołnierz, który dojdzie do ostatniego rzędu, staje się oficerem (tylko górna bierka) i **ruch na tym się kończy**. Zbity oficer pozostaje oficerem i znów działa po uwolnieniu.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie dowodzisz żadną kolumną albo wszystkie twoje kolumny są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji albo 40 ruchów każdej strony bez bicia i bez ruchu żołnierzem.
    • Ruchy wpisuj jako `c3-d4`; bicia z `x` i każdym polem lądowania: `b2xd4`, `d2xb4xd6`.

rules-russian = **{ variant-russian }** (szaszki)
    • Plansza 8x8, tylko ciemne pola. Każdy gracz ma 12 pionków na trzech najbliższych rzędach. Zaczynają białe.
    • Pionek idzie o jedno pole po przekątnej do przodu. Bije, przeskakując sąsiednią bierkę przeciwnika do przodu lub do tyłu na wolne pole za nią, i bije dalej, dopóki może.
    • Damka jest dalekobieżna: chodzi o dowolną liczbę pól po wolnej przekątnej i bije z odległości, stając na dowolnym wolnym polu za przeskoczoną bierką.
    • Bicie jest obowiązkowe. Spośród kilku bić wybierasz dowolne (nie trzeba bić jak najwięcej), ale musisz je dokończyć; jeśli damka może stanąć tam, skąd bicie trwa dalej, musi tam stanąć.
    • Zbite bierki zdejmuje się dopiero po zakończeniu ruchu i żadnej bierki nie można przeskoczyć dwa razy.
    • Promocja: pionek, który dojdzie do ostatniego rzędu, od razu staje się damką; jeśli może bić dalej, bije dalej jako damka w tym samym ruchu.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie masz już bierek albo wszystkie są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji albo 15 ruchów każdej strony, w których ruszają się tylko damki i nie ma bicia.
    • Ruchy wpisuj jako `c3-d4`; przy biciu podaj każde pole lądowania: `c3:e5:g3`.

rules-brazilian = **{ variant-brazilian }** (zasady międzynarodowe na planszy 8x8)
    • Plansza 8x8, tylko ciemne pola. Każdy gracz ma 12 pionków na trzech najbliższych rzędach. Zaczynają białe.
    • Pionek idzie o jedno pole po przekątnej do przodu. Bije, przeskakując sąsiednią bierkę przeciwnika do przodu lub do tyłu na wolne pole za nią, i bije dalej, dopóki może.
    • Damka jest dalekobieżna: chodzi o dowolną liczbę pól po wolnej przekątnej i bije z odległości, stając na dowolnym wolnym polu za przeskoczoną bierką.
    • Bicie jest obowiązkowe i obowiązuje zasada większości: musisz zbić jak najwięcej bierek (damka liczy się tak samo jak pionek); spośród równych bić wybierasz sam. Bicie trzeba dokończyć.
    • Zbite bierki zdejmuje się dopiero po zakończeniu ruchu i żadnej bierki nie można przeskoczyć dwa razy.
    • Promocja: pionek staje się damką tylko wtedy, gdy kończy ruch na ostatnim rzędzie. Jeśli podczas bicia tylko przejdzie przez ostatni rząd, pozostaje pionkiem i bije dalej.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie masz już bierek albo wszystkie są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji albo 20 ruchów każdej strony, w których ruszają się tylko damki i nie ma bicia.
    • Ruchy wpisuj jako `c3-d4`; bicia z `x` i każdym polem lądowania: `c3xe5xg7`.

rules-kurnik = **{ variant-kurnik }**: zasady międzynarodowe na planszy 8x8, jak na kurnik.pl
    • Plansza 8x8, tylko ciemne pola. Każdy gracz ma 12 pionków na trzech najbliższych rzędach. Zaczynają białe.
    • Pionek idzie o jedno pole po przekątnej do przodu. Bije, przeskakując sąsiednią bierkę przeciwnika do przodu lub do tyłu na wolne pole za nią, i bije dalej, dopóki może.
    • Damka jest dalekobieżna: chodzi o dowolną liczbę pól po wolnej przekątnej i bije z odległości, stając na dowolnym wolnym polu za przeskoczoną bierką.
    • Bicie jest obowiązkowe i obowiązuje zasada większości: musisz zbić jak najwięcej bierek (damka liczy się tak samo jak pionek); spośród równych bić wybierasz sam. Bicie trzeba dokończyć.
    • Zbite bierki zdejmuje się dopiero po zakończeniu ruchu i żadnej bierki nie można przeskoczyć dwa razy.
    • Promocja: pionek staje się damką tylko wtedy, gdy kończy ruch na ostatnim rzędzie. Jeśli podczas bicia tylko przejdzie przez ostatni rząd, pozostaje pionkiem i bije dalej.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie masz już bierek albo wszystkie są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji albo 15 ruchów każdej strony, w których ruszają się tylko damki i nie ma bicia.
    • Ruchy wpisuj jako `c3-d4`; bicia z `x` i każdym polem lądowania: `c3xe5xg7`.

rules-international = **{ variant-international }** (zasady FMJD)
    • Plansza 10x10, ciemne pola ponumerowane od 1 do 50. Każdy gracz ma 20 pionków: białe na polach 31-50, czarne na 1-20. Zaczynają białe.
    • Pionek idzie o jedno pole po przekątnej do przodu. Bije, przeskakując sąsiednią bierkę przeciwnika do przodu lub do tyłu na wolne pole za nią, i bije dalej, dopóki może.
    • Damka jest dalekobieżna: chodzi o dowolną liczbę pól po wolnej przekątnej i bije z odległości, stając na dowolnym wolnym polu za przeskoczoną bierką.
    • Bicie jest obowiązkowe i obowiązuje zasada większości: musisz zbić jak najwięcej bierek (damka liczy się tak samo jak pionek); spośród równych bić wybierasz sam. Bicie trzeba dokończyć.
    • Zbite bierki zdejmuje się dopiero po zakończeniu ruchu i żadnej bierki nie można przeskoczyć dwa razy.
    • Promocja: pionek staje się damką tylko wtedy, gdy kończy ruch na ostatnim rzędzie. Jeśli podczas bicia tylko przejdzie przez ostatni rząd, pozostaje pionkiem i bije dalej.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie masz już bierek albo wszystkie są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji; 25 ruchów każdej strony, w których ruszają się tylko damki i nie ma bicia; jeszcze 16 ruchów każdej strony, gdy trzy bierki (w tym co najmniej jedna damka) stoją przeciw samotnej damce; jeszcze 5 ruchów każdej strony, gdy jedna lub dwie bierki (w tym co najmniej jedna damka) stoją przeciw samotnej damce.
    • Wpisuj numery pól: `32-28`; bicia z `x`: `28x19` (w razie potrzeby dodaj pola lądowania, np. `37x28x19`).

rules-canadian = **{ variant-canadian }** (zasady międzynarodowe na planszy 12x12)
    • Plansza 12x12, ciemne pola ponumerowane od 1 do 72. Każdy gracz ma 30 pionków: białe na polach 43-72, czarne na 1-30. Zaczynają białe.
    • Pionek idzie o jedno pole po przekątnej do przodu. Bije, przeskakując sąsiednią bierkę przeciwnika do przodu lub do tyłu na wolne pole za nią, i bije dalej, dopóki może.
    • Damka jest dalekobieżna: chodzi o dowolną liczbę pól po wolnej przekątnej i bije z odległości, stając na dowolnym wolnym polu za przeskoczoną bierką.
    • Bicie jest obowiązkowe i obowiązuje zasada większości: musisz zbić jak najwięcej bierek (damka liczy się tak samo jak pionek); spośród równych bić wybierasz sam. Bicie trzeba dokończyć.
    • Zbite bierki zdejmuje się dopiero po zakończeniu ruchu i żadnej bierki nie można przeskoczyć dwa razy.
    • Promocja: pionek staje się damką tylko wtedy, gdy kończy ruch na ostatnim rzędzie. Jeśli podczas bicia tylko przejdzie przez ostatni rząd, pozostaje pionkiem i bije dalej.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie masz już bierek albo wszystkie są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji; 25 ruchów każdej strony, w których ruszają się tylko damki i nie ma bicia; jeszcze 16 ruchów każdej strony, gdy trzy bierki (w tym co najmniej jedna damka) stoją przeciw samotnej damce; jeszcze 5 ruchów każdej strony, gdy jedna lub dwie bierki (w tym co najmniej jedna damka) stoją przeciw samotnej damce.
    • Wpisuj numery pól: `44-38`; bicia z `x`: `38x27`.

rules-english = **{ variant-english }** (amerykańskie checkers)
    • Plansza 8x8, ciemne pola ponumerowane od 1 do 32. Każdy gracz ma 12 pionków: czarne na polach 1-12, białe na 21-32. **Zaczynają czarne.**
    • Pionek idzie o jedno pole po przekątnej do przodu i bije **tylko do przodu**, przeskakując sąsiednią bierkę przeciwnika na wolne pole za nią; bije dalej, dopóki może.
    • Damka chodzi o **jedno pole** po przekątnej w dowolnym kierunku i bije krótkim skokiem do przodu lub do tyłu.
    • Bicie jest obowiązkowe. Spośród kilku bić wybierasz dowolne, krótsze lub dłuższe, ale musisz je dokończyć. Żadnej bierki nie można przeskoczyć dwa razy.
    • Promocja: pionek, który dojdzie do ostatniego rzędu, staje się damką i **ruch na tym się kończy**; nowa damka bije dopiero od następnego ruchu.
    • Przegrywasz, gdy nie możesz wykonać ruchu: nie masz już bierek albo wszystkie są zablokowane.
    • Remis: trzykrotne powtórzenie pozycji albo 40 ruchów każdej strony bez ruchu pionkiem i bez bicia.
    • Wpisuj numery pól: `11-15`; bicia z `x`: `15x24` albo `11x18x25` przy podwójnym skoku.

## Game messages

bot-waited-for-engine = Bot czekał { $seconds } s na silnik (wcześniej w kolejce: { $ahead } innych analiz).
record-set-aside = Nie udało się odczytać partii zapisanej na tym kanale (może być uszkodzona albo pochodzić z nowszej wersji bota), więc odłożono ją dla operatora bota. Nic więcej się nie zmieniło: zacznij tu nową partię przez /challenge.
store-changes-lost = Pamięć bota została uszkodzona i utraciła ostatnie zmiany partii na tym kanale (utracone zmiany: { $count }): partia wróciła do stanu sprzed nich. Sprawdź planszę poleceniem /board i w razie potrzeby zagraj te ruchy ponownie.
store-failing = Bot nie może teraz niczego zapisać (jego pamięć zawiodła, na przykład pełny dysk), więc ta ostatnia czynność mogła zostać zachowana albo nie. Bot uruchomi się ponownie sam, gdy znów będzie mógł zapisywać: sprawdź wtedy planszę poleceniem /board.
game-not-restored = Nie udało się odtworzyć partii zapisanej na tym kanale: jej ruchy są niezgodne z zasadami (zapis może być uszkodzony), więc odłożono ją dla operatora bota. Rozpocznij tu nową partię poleceniem /challenge.

## Komunikaty gry. { $player }, { $white }, { $black }, { $challenger }, { $opponent } to
## nicki, { $move } / { $moves } ruchy w notacji, { $color } kolor (color-white / color-black),
## { $variant } nazwa gry, { $time }, { $left }, { $limit }, { $min }, { $max } czas słownie.

color-white = białe
color-black = czarne
duration-days = { $n ->
        [one] { $n } dzień
       *[other] { $n } dni
    }
duration-hours = { $n ->
        [one] { $n } godzina
        [few] { $n } godziny
        [many] { $n } godzin
       *[other] { $n } godziny
    }
duration-minutes = { $n ->
        [one] { $n } minuta
        [few] { $n } minuty
        [many] { $n } minut
       *[other] { $n } minuty
    }
duration-seconds = { $n ->
        [one] { $n } sekunda
        [few] { $n } sekundy
        [many] { $n } sekund
       *[other] { $n } sekundy
    }

challenge-issued = { $challenger } wyzywa { $opponent } na partię: { $variant }. { $opponent }: kliknij Przyjmij albo Odrzuć lub użyj /accept albo /decline (wyzwanie wygasa za { $minutes } { $minutes ->
        [one] minutę
        [few] minuty
       *[many] minut
    }).
open-challenge-issued = { $challenger } proponuje partię ({ $variant }) każdemu na kanale: kliknij Przyjmij (albo /accept), aby zagrać (wyzwanie wygasa za { $minutes } { $minutes ->
        [one] minutę
        [few] minuty
       *[many] minut
    }).
challenger-plays = { $player } ma { $color }.
rule-options = Opcje zasad: { $options }.
time-per-move = Czas na ruch: { $time }.
clocks-line = ⏱ Białe { $white }{ $white_running ->
    [1] {" ◂"}
   *[other] {""}
    } · Czarne { $black }{ $black_running ->
    [1] {" ◂"}
   *[other] {""}
    }
clock-control = Zegar: { $control } ({ $base } dla każdego, plus { $increment } s za ruch).
game-starts = Zaczyna się partia: { $variant }. { $white } gra białymi, { $black } czarnymi.
game-starts-bot = Zaczyna się partia z botem: { $variant }. { $white } gra białymi, { $black } czarnymi (poziom bota { $level }).
player-to-move = Ruch: { $player }.
player-color-to-move = Ruch: { $player } ({ $color }).
player-played = { $player } ({ $color }): { $move }.
color-played = { $color }: { $move }.
move-list-line = Ruchy: { $moves }
move-list-all = { $moves }
move-list-more = { $moves } i jeszcze { $more }
challenge-expired-cleared = Wyzwanie już wygasło; zostało usunięte.
challenge-declined = { $player } odrzuca wyzwanie od { $challenger }.
challenge-withdrawn = { $player } wycofuje wyzwanie.
board-header = { $variant }: { $white } (białe{ $white_level ->
        [0] {""}
       *[other] , bot na poziomie { $white_level }
    }) – { $black } (czarne{ $black_level ->
        [0] {""}
       *[other] , bot na poziomie { $black_level }
    }), ruch { $move }.
board-time-left = Pozostały czas na ten ruch: { $time }.
board-time-run-out = Czas na ten ruch minął: przeciwnik może zgłosić wygraną (/claim).
draw-offered = { $player } proponuje remis. { $opponent }: kliknij Przyjmij remis (albo /draw), aby przyjąć, albo wykonaj ruch, aby odrzucić.
result-white-wins = { $player } (białe) wygrywa: { $reason }. 1-0
result-black-wins = { $player } (czarne) wygrywa: { $reason }. 0-1
result-draw = Remis: { $reason }. 1/2-1/2
confirm-resign = Poddać partię z { $opponent }? Tego nie da się cofnąć.
flipped-board = Plansza od { $side } ({ $player }), tylko dla ciebie.
taken-moves = { $count ->
        [one] { $first }
       *[other] { $first } i { $second }
    }
took-back = { $player } cofa { $moves }.
takeback-accepted = { $player } zgadza się na cofnięcie: cofnięto { $moves }.
takeback-asked = { $player } prosi o cofnięcie: { $moves }. { $opponent }: kliknij Zgoda na cofnięcie (albo /takeback), aby się zgodzić, albo Odmów cofnięcia.
takeback-withdrawn = { $player } wycofuje prośbę o cofnięcie.
takeback-declined = { $player } nie zgadza się na cofnięcie; partia toczy się dalej.
open-challenge-expired = Otwarte wyzwanie od { $challenger } wygasło bez odpowiedzi.
challenge-expired = Wyzwanie od { $challenger } dla { $opponent } wygasło bez odpowiedzi.
overdue = Czas na ruch ({ $limit }) dla { $player } minął. { $opponent }: kliknij Zgłoś wygraną (albo /claim), aby wygrać na czas, albo dalej czekaj na ruch { $player }.
reminder = Przypomnienie: twój ruch ({ $color }) w partii z { $opponent }; zostało { $left } z { $limit } na ruch. Potem { $opponent } może zgłosić wygraną.
side-to-move-chosen = { $player } ustawia planszę od strony gracza na ruchu.
side-fixed-chosen = { $player } ustawia planszę od { $side } do końca partii.
side-of-white = strony białych
side-of-black = strony czarnych
hint = Podpowiedź: { $move } (silnik na poziomie { $level }). Dozwolone ruchy: { $legal }.
bot-nothing-to-play = Bot nie ma czego zagrać: partia się skończyła albo to nie jego ruch.
bot-move-dropped = Partia zmieniła się, gdy bot myślał; jego ruch nie został wykonany.

## Odmowy (widzi je tylko osoba, która wpisała komendę)

refuse-challenge-yourself = Nie możesz wyzwać samego siebie. Wskaż innego gracza.
refuse-time-range = Czas na ruch może wynosić od { $min } do { $max }.
refuse-time-unreadable = „{ $text }” to nie jest czas na ruch. Napisz np. 10min, 1h, 1day albo 3days (od { $min } do { $max }).
refuse-time-outside = Czas na ruch może wynosić od { $min } do { $max }; „{ $text }” jest poza tym zakresem.
refuse-challenge-expired = To wyzwanie wygasło. Rzuć nowe przez /challenge.
refuse-game-in-progress = Na tym kanale trwa już partia.
refuse-no-challenge-to-accept = Na tym kanale nie ma wyzwania do przyjęcia.
refuse-own-open-challenge = To twoje własne otwarte wyzwanie: musi je przyjąć ktoś inny (albo wycofaj je przez /decline).
refuse-only-opponent-accepts = Tylko { $player } może przyjąć to wyzwanie.
refuse-bot-plays-itself = Bot nie może grać sam ze sobą.
refuse-open-challenge-not-yours = To otwarte wyzwanie może wycofać tylko { $challenger }; aby zagrać, kliknij Przyjmij (albo /accept).
refuse-only-opponent-declines = Tylko { $player } może odrzucić to wyzwanie.
refuse-no-challenge-to-decline = Na tym kanale nie ma wyzwania do odrzucenia.
refuse-not-playing = Nie grasz w tej partii ({ $white } – { $black }).
refuse-bot-thinking = Ruch ma { $player } ({ $color }): bot myśli.
refuse-not-your-turn = Ruch ma { $player } ({ $color }).
refuse-no-game-yet = Partii jeszcze nie ma: { $challenger } czeka, aż { $opponent } użyje /accept.
refuse-no-game = Na tym kanale nie ma partii. Zacznij ją przez /challenge.
refuse-bot-draw = Bot gra dalej: ta pozycja nie jest martwym remisem. Graj dalej albo /resign.
refuse-draw-already-offered = Twoja propozycja remisu już czeka; decyzja należy do { $player }.
refuse-move-unreadable = „{ $text }” to nie jest ruch: { $reason }.
refuse-move-illegal = { $text } jest niedozwolony: { $reason }.
refuse-move-illegal-here = { $text } jest tu niedozwolony: { $reason }. Dozwolone ruchy: { $legal }.
refuse-move-ambiguous = { $text } jest niejednoznaczny: może to być { $candidates }. Podaj więcej pól drogi.
refuse-channel-has-game = Na tym kanale trwa już partia ({ $white } – { $black }). Najpierw ją dokończ albo graj na innym kanale.
refuse-channel-has-challenge = Tu czeka już wyzwanie od { $challenger } dla { $opponent }; poczekaj na odpowiedź albo aż wyzwanie wygaśnie.
refuse-game-not-started = Partia się nie zaczęła: { $challenger } czeka, aż { $opponent } użyje /accept.
refuse-only-players = Tylko gracze ({ $white } i { $black }) mogą to zrobić.
refuse-stale-button = Ten przycisk pochodzi z wcześniejszej pozycji albo zakończonej partii; nic nie zrobiono. Użyj /board, aby zobaczyć bieżącą partię.
refuse-stale-challenge = To wyzwanie nie jest już otwarte; nic nie zrobiono. Rzuć nowe przez /challenge.
refuse-rematch-bot = Nową partię z botem zacznij przez /challenge.
refuse-takeback-nothing = Nie masz jeszcze żadnego ruchu: nie ma czego cofać.
refuse-takeback-bot-moving = Poczekaj na ruch bota, potem cofnij.
refuse-takeback-already-asked = Twoja prośba o cofnięcie już czeka; decyzja należy do { $player }.
refuse-no-takeback = Nie ma prośby o cofnięcie do odrzucenia.
refuse-claim-no-limit = Ta partia nie ma limitu czasu (partie z botem go nie mają): nie ma wygranej na czas do zgłoszenia.
refuse-claim-own-turn = To twój ruch: nie ma czego zgłaszać. Wykonaj ruch.
refuse-claim-too-early = { $player } ma jeszcze { $left } na ruch (limit to { $limit } na ruch); potem możesz zgłosić wygraną.
refuse-hint-not-bot-game = Podpowiedzi są tylko w partiach z botem.
refuse-hint-not-player = Tylko gracz tej partii może poprosić o podpowiedź.
refuse-hint-bot-turn = Teraz ruch bota; zapytaj ponownie, gdy będzie twój.
refuse-hint-no-move = Nie ma dozwolonego ruchu do podpowiedzenia.
refuse-side-not-player = Tylko gracze tej partii mogą wybrać, jak pokazywać jej planszę.
refuse-nothing-to-export = Na tym kanale nie ma jeszcze partii do eksportu. Zacznij ją przez /challenge.
refuse-nothing-to-replay = Na tym kanale nie ma jeszcze partii do odtworzenia. Zacznij ją przez /challenge.
refuse-player-no-games = Ten gracz nie ma jeszcze zakończonych partii.
refuse-channel-no-games = Na tym kanale nie zakończyła się jeszcze żadna partia. Zacznij ją przez /challenge.
refuse-settings-empty = Podaj co najmniej jedno ustawienie do zmiany (obecne pokazuje /settings).

## Etykiety przycisków (Discord: najwyżej 80 znaków)

button-accept = Przyjmij
button-decline = Odrzuć
button-resign = Poddaj się
button-confirm-resign = Tak, poddaję się
button-draw = Zaproponuj remis
button-accept-draw = Przyjmij remis
button-flip = Obróć planszę
button-rematch = Rewanż
button-takeback = Cofnij ruch
button-accept-takeback = Zgoda na cofnięcie
button-decline-takeback = Odmów cofnięcia
button-claim-win = Zgłoś wygraną
button-open-board = Otwórz planszę

## Discord

bot-could-not-move = Bot nie mógł wykonać ruchu: { internal-error }
internal-error = Coś poszło nie tak; niczego nie zmieniono.
missed-answer = (Wcześniejsza odpowiedź, która nie dotarła:) { $text }
too-fast = Wysyłasz komendy za szybko — spróbuj ponownie za { $when }.
wait-seconds = { $n } s
wait-minutes = { $n } min
refuse-unknown-button = Nie umiem odczytać tego przycisku; nic nie zrobiono.
refuse-no-thread-permission = Nie mogłem otworzyć tu wątku (potrzebuję uprawnienia „Tworzenie wątków publicznych”). Spróbuj ponownie bez thread.
refuse-bot-no-time = Partie z botem nie mają czasu na ruch: pomiń time.
refuse-open-board-here = Klikalna plansza otwiera się w Discordzie (przycisk Otwórz planszę lub App Launcher); tutaj nie można jej otworzyć.
refuse-bot-no-clock = Partie z botem gra się bez zegara: pomiń clock.
refuse-clock-and-time = Wybierz time (czas na ruch) albo clock (zegar na partię), nie oba.
refuse-clock-outside = Zegar daje każdemu od 1 do { $max_minutes } minut i dodaje najwyżej { $max_increment } sekund za ruch.
refuse-clock-unreadable = „{ $text }” to nie tempo gry: wpisz minuty + sekundy za ruch, np. { $presets }.
refuse-bot-level = Poziom bota to od 1 do { $max }; { $level } do nich nie należy.
refuse-other-bots = Inne boty nie mogą grać; wyzwij człowieka albo mnie na partię z komputerem.
refuse-level-not-bot = Poziom to siła bota: podawaj go tylko, gdy wyzywasz mnie.
refuse-server-only = Ta komenda działa tylko na serwerze.
refuse-not-admin = Ustawienia serwera mogą zmieniać tylko członkowie z uprawnieniem „Zarządzanie serwerem”; niczego nie zmieniono.
refuse-role-missing = Podaj też rolę (opcja role); niczego nie zmieniono.
refuse-role-to-start = Na tym serwerze partie mogą zaczynać tylko członkowie z rolą { $role }.
refuse-a-role-to-start = Na tym serwerze partie mogą zaczynać tylko członkowie z wybraną rolą.
refuse-unknown-language = „{ $code }” to nie jest żaden z moich języków ({ $codes } albo default); niczego nie zmieniono.

console-resuming = Wznawiam zapisaną partię.
console-no-game = Nie ma trwającej partii; wpisz new.
console-bot-thinking = Bot myśli...
console-help = komendy: <ruch> albo move <ruch> (np. { $example }), board, moves, hint (w grze z botem), draw, resign, new [gra], rules [gra], puzzle [gra] [motyw] [numer] (potem odpowiadaj ruchami; giveup pokazuje rozwiązanie), pdn [plik], games, help, quit
console-game-in-progress = Trwa partia; najpierw ją poddaj (resign).
console-board-picture = (obrazek planszy: { $path })
board-white-man = ○
board-white-king = ◎
board-black-man = ●
board-black-king = ◉
console-board-legend = { $white_man } biały pionek, { $white_king } biała damka, { $black_man } czarny pionek, { $black_king } czarna damka.
console-final-position = Pozycja końcowa ostatniej partii:
console-unknown-variant = nieznana gra „{ $name }” (znane: { $known })
console-unknown-theme = nieznany motyw „{ $name }” (znane: { $known })
console-record-set-aside = Nie udało się odczytać zapisanej partii (może być uszkodzona albo pochodzić z nowszej wersji), więc odłożono ją na bok. Nic poza tym się nie zmieniło: wpisz new, aby zacząć partię.
console-bot-offers-draw = Bot proponuje remis: ta końcówka to martwy remis. Wpisz draw, aby przyjąć, albo graj dalej.
console-player = Gracz
console-game-starts = Zaczyna się partia: { $variant }. Obie strony grają przy tej klawiaturze: każdy ruch wykonuje strona, która jest na ruchu.
console-game-starts-bot-white = Zaczyna się partia z botem (poziom { $level }): { $variant }. Grasz białymi.
console-game-starts-bot-black = Zaczyna się partia z botem (poziom { $level }): { $variant }. Grasz czarnymi.
console-board-header = { $variant }, ruch { $move }.
console-white-to-move = Ruch białych.
console-black-to-move = Ruch czarnych.
console-white-played = Białe zagrały { $move }.
console-black-played = Czarne zagrały { $move }.
console-white-wins = Wygrywają białe: { $reason }. 1-0
console-black-wins = Wygrywają czarne: { $reason }. 0-1
console-white-resigned = białe poddały partię
console-black-resigned = czarne poddały partię
console-white-offers-draw = Białe proponują remis. Czarne: wpisz draw, aby przyjąć, albo grajcie dalej.
console-black-offers-draw = Czarne proponują remis. Białe: wpisz draw, aby przyjąć, albo grajcie dalej.
console-draw-offered = { $player } proponuje remis. { $opponent }: wpisz draw, aby przyjąć, albo wykonaj ruch, aby odrzucić.
console-board-legend-towers = { $white_man } biały pionek, { $white_king } biała damka, { $black_man } czarny pionek, { $black_king } czarna damka (wieża: bierki od góry; wysoka wieża je liczy: { $white_king }2{ $black_man }6 to dwie białe damki na sześciu czarnych pionkach).
console-unknown-command = nieznana komenda „{ $word }”; wpisz help, aby zobaczyć komendy.
console-puzzle-open = Otwarte zadanie: { $puzzle }. Ruchy są teraz odpowiedziami; board je pokazuje, giveup pokazuje rozwiązanie (bez rankingu). Partia czeka.
console-puzzle-answer-hint = Odpowiadaj ruchami; błędny ruch kończy próbę. giveup pokazuje rozwiązanie (bez rankingu).
console-puzzle-still-open = To zadanie jest wciąż otwarte: odpowiadaj ruchami albo wpisz giveup.
console-no-puzzle = Nie ma otwartego zadania; wpisz puzzle, aby zacząć.
puzzle-given-up = Zadanie { $puzzle } przerwane (bez rankingu).
console-nothing-to-export = Nie ma jeszcze partii do eksportu; wpisz new, aby zacząć.
console-no-finished-games = Żadna partia nie została tu jeszcze zakończona.
console-games = Zakończone partie, od najnowszej (pdn eksportuje najnowszą):
console-pdn-written = PDN zapisany w { $path }; towers analyze --pdn { $path } go przeanalizuje.
console-file-not-written = Nie udało się zapisać { $path }: { $reason }. Podaj inną ścieżkę, w istniejącym folderze.
console-picture-not-written = (obrazek planszy nie zapisany w { $path }: { $reason }; uruchom ponownie z innym --png)
console-stored-game = { $variant }, obie strony przy tej klawiaturze
console-stored-bot-game = { $variant } z botem (poziom { $level })
console-stored-game-differs = Zapisana partia trwa dalej: { $stored }. { $asked } dotyczy następnej partii: poddaj tę, potem wpisz new.
console-prompt = >
console-prompt-puzzle = zadanie { $puzzle }>
history-player = Ostatnie zakończone partie gracza { $player }:
history-channel = Ostatnie zakończone partie na tym kanale:

# The bot's draws in dead-drawn endings (engine::draw_sense).
bot-accepts-draw = Bot przyjmuje remis.
bot-offers-draw = Bot proponuje remis: ta końcówka to martwy remis. Naciśnij przycisk albo użyj /draw, aby przyjąć, lub graj dalej.

## puzzle: /puzzle, /solve, puzzle ratings, the daily puzzle

puzzle-title = Zadanie: { $variant } nr { $number } (ranking zadania { $rating }). Rozwiązuje: { $player }.
puzzle-title-unrated = Zadanie: { $variant } nr { $number } (wybrane po numerze, bez rankingu). Rozwiązuje: { $player }.
puzzle-title-daily = Zadanie dnia: { $variant } nr { $number } (bez rankingu). Rozwiązuje: { $player }.
puzzle-white-material = Białe zaczynają i zdobywają przewagę materialną.
puzzle-black-material = Czarne zaczynają i zdobywają przewagę materialną.
puzzle-white-wins = Białe zaczynają i wygrywają.
puzzle-black-wins = Czarne zaczynają i wygrywają.
puzzle-white-stop-king = Białe zaczynają i zatrzymują damkę.
puzzle-black-stop-king = Czarne zaczynają i zatrzymują damkę.
puzzle-white-hold = Białe zaczynają i się bronią.
puzzle-black-hold = Czarne zaczynają i się bronią.
puzzle-theme = Motyw: { $theme }.
puzzle-theme-capture-choice = wybór bicia (drugie bicie przegrywa)
puzzle-theme-king-ending = końcówka z damkami
puzzle-theme-defence = obrona
puzzle-theme-shot = kombinacja (oddać, potem wziąć więcej)
puzzle-theme-breakthrough = przebicie do damki
puzzle-theme-quiet-move = cichy ruch
puzzle-answer-hint = Odpowiedz przez /solve; błędny ruch kończy próbę.
puzzle-still-open = Masz tu wciąż otwarte to zadanie: odpowiedz przez /solve.
puzzle-name = { $variant } nr { $number }
puzzle-right-go-on = { $player }: { $move } – dobrze. Odpowiadam { $reply }; twój ruch.
puzzle-solved = { $player } rozwiązuje { $puzzle }: { $line }
puzzle-wrong = { $player }: { $move } to nie to.
puzzle-refutation = Moja odpowiedź: { $line }.
puzzle-solution = Rozwiązanie { $puzzle }: { $line }
puzzle-rating-change = Ranking zadań { $before } → { $after } ({ $change }).
puzzle-daily = Zadanie dnia { $date }: { $variant } nr { $number }.
puzzle-daily-hint = Każdy z was może dziś spróbować raz przez /solve (bez rankingu).
refuse-no-puzzle = Nie masz otwartego zadania na tym kanale: zacznij przez /puzzle.
refuse-no-puzzles = Nie ma jeszcze zadań do gry { $variant }.
refuse-no-puzzles-theme = Nie ma zadań do gry { $variant } z motywem { $theme }.
refuse-puzzle-number = { $variant } ma zadania od 1 do { $count }; nr { $number } do nich nie należy.
refuse-puzzle-moved-on = Twoje zadanie w międzyczasie poszło dalej; spójrz na najnowszą planszę i spróbuj jeszcze raz.
cmd-puzzle-description = Zadanie warcabowe do rozwiązania z botem (rankingowe, blisko twojego rankingu zadań).
cmd-puzzle-variant-description = Która gra (domyślnie domyślna gra serwera)
cmd-puzzle-theme-description = Motyw (domyślnie: dowolny)
cmd-puzzle-number-description = Zadanie o danym numerze w zestawie (bez rankingu)
cmd-solve-description = Zagraj ruch w swoim otwartym zadaniu, np. c3-d4 albo c3:e5:g3.
cmd-solve-move-description = Twój ruch, np. c3-d4, albo c3:e5:g3 przy biciu
cmd-configure-daily_puzzle-description = true: zadanie dnia na tym kanale; false: bez zadania dnia

## analyze: /analyze, ocena partii przez silnik

cmd-analyze-description = Przeanalizuj ruch po ruchu bieżącą (lub ostatnią) partię kanału albo partię z /games.
cmd-analyze-game-description = Numer partii z listy /games; domyślnie partia tego kanału
cmd-learn-description = Ucz się baszni, laski i innych gier na planszy, poziom po poziomie (widzisz to tylko ty).
cmd-learn-stage-description = Lekcja do rozpoczęcia (domyślnie: tam, gdzie skończyłeś)
cmd-learn-move-description = Twój ruch w otwartej lekcji, np. c3-d4 albo c3:e5:g3
analysis-progress = Analizuję: { $done } z { $total } półruchów…
analysis-heading = **Analiza partii { $id }**: { $white } – { $black }, { $variant }, { $plies ->
        [one] { $plies } półruch
        [few] { $plies } półruchy
       *[many] { $plies } półruchów
    }.
analysis-legend = ?! niedokładność, ? błąd, ?? podstawka: ruch stracił co najmniej 6, 12 lub 18 punktów oczekiwanego wyniku (na 100).
analysis-side = { $color }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, średnia strata { $loss } pkt.
analysis-move = **{ $number }** { $move } ({ $color }) strata { $loss } pkt — lepiej { $best }: { $line }
analysis-more = …i { $count ->
        [one] { $count } mniejszy błąd
        [few] { $count } mniejsze błędy
       *[many] { $count } mniejszych błędów
    } poza listą.
analysis-swing = Największy zwrot: { $number } { $move } (strata { $loss } pkt); drugi obrazek pokazuje pozycję po nim.
analysis-none = Żadnych niedokładności, błędów ani podstawek.
analysis-graph-white = białe
analysis-graph-black = czarne
analysis-graph-scale = Szanse białych, %
analysis-graph-inaccuracy = ?! niedokładność
analysis-graph-mistake = ? błąd
analysis-graph-blunder = ?? podstawka
board-legend = Nad planszą: piony i damki (korona) każdej strony oraz, w grach wieżowych, +2 — jeńcy trzymani pod jej wieżami. Krążek obok planszy i złoty pasek wzdłuż jej krawędzi pokazują, czyj jest ruch.
refuse-nothing-to-analyse = Na tym kanale nie ma jeszcze partii do analizy. Zacznij ją przez /challenge.
refuse-analysis-running = Ta partia jeszcze trwa: analiza teraz mogłaby pomóc jednemu graczowi przeciw drugiemu. Spróbuj po jej zakończeniu (partie ze mną można analizować w każdej chwili).
refuse-analysis-no-such-game = Nie znalazłem partii { $id } na tym kanale ani na tym serwerze; numery podaje /games.
refuse-analysis-no-moves = Ta partia nie ma jeszcze ruchów do analizy.

## strings: /stats, /rating, /leaderboard, /settings, thread names, result reasons, captions

stats-none = { $player } nie ma jeszcze zakończonych partii na tym serwerze.
stats-title = Wyniki gracza { $player } na tym serwerze:
stats-line = { $variant }: { $wins }, { $draws }, { $losses }
stats-wins = { $n ->
        [one] { $n } wygrana
        [few] { $n } wygrane
       *[many] { $n } wygranych
    }
stats-draws = { $n ->
        [one] { $n } remis
        [few] { $n } remisy
       *[many] { $n } remisów
    }
stats-losses = { $n ->
        [one] { $n } porażka
        [few] { $n } porażki
       *[many] { $n } porażek
    }
rating-line = Ranking gracza { $player } ({ $variant }) na tym serwerze: { $rating } po { $games ->
        [one] { $games } partii rankingowej
       *[other] { $games } partiach rankingowych
    } (miejsce { $place } z { $total }).
rating-none = { $player } nie ma jeszcze partii rankingowych ({ $variant }) na tym serwerze (każdy zaczyna od 1500 ± 350).
leaderboard-title = Ranking: { $variant } na tym serwerze
leaderboard-heading = Ranking na tym serwerze – { $variant }:
leaderboard-place = { $place }. { $row }
leaderboard-row = { $player } — { $rating } ({ $games ->
        [one] { $games } partia
        [few] { $games } partie
       *[many] { $games } partii
    })
leaderboard-empty = Nie ma jeszcze partii rankingowych ({ $variant }) na tym serwerze.
leaderboard-footer = Ranking Glicko-2 ± odchylenie (partie rankingowe)
settings-heading = Ustawienia serwera:
settings-default-game = - Domyślna gra: { $variant }
settings-rated-bot-games = - Partie rankingowe z botem: { $on }
settings-threads = - Osobny wątek dla każdej partii: { $on }
settings-time-limit = - Domyślny czas: { $limit } na ruch
settings-time-limit-default = - Domyślny czas: { $limit } na ruch (domyślnie)
settings-starters-everyone = - Kto może zaczynać partie: wszyscy
settings-starters-role = - Kto może zaczynać partie: członkowie z rolą { $role }
settings-language = - Język: { $language }
settings-on = tak
settings-off = nie
settings-saved = Zapisano.
thread-name = { $variant }: { $player } – { $opponent }
thread-anyone = ktokolwiek
thread-opened = { $name }: w wątku { $thread }.
refuse-options-unreadable = Nie udało mi się odczytać opcji tej komendy: { $error }
refuse-command-outdated = Nie udało mi się odczytać tej komendy (Discord może jeszcze pokazywać jej starą wersję).
history-game = { $white } – { $black } · { $variant } · { $score }, { $reason } · { $plies ->
        [one] { $plies } półruch
        [few] { $plies } półruchy
       *[many] { $plies } półruchów
    }
game-in-progress = w toku
export-finished = { $score }, { $reason }
export-caption = { $white } – { $black }: { $variant }, { $plies ->
        [one] { $plies } półruch
        [few] { $plies } półruchy
       *[many] { $plies } półruchów
    }, { $state }.
replay-caption = Powtórka: { $white } – { $black }, { $variant }, { $plies ->
        [one] { $plies } półruch
        [few] { $plies } półruchy
       *[many] { $plies } półruchów
    }, { $state }.
reason-other = { $text }
reason-resigned = { $player } poddaje partię
reason-agreement = remis za zgodą
reason-on-time = koniec czasu ({ $player }: brak ruchu, limit { $limit })
reason-flag-fell = flaga opadła ({ $player }: czas na zegarze się skończył)
reason-duration = { $limit }
reason-repetition = trzykrotne powtórzenie pozycji
reason-no-pieces-white = białe nie mają już bierek
reason-no-pieces-black = czarne nie mają już bierek
reason-no-move-white = białe nie mają dozwolonego ruchu
reason-no-move-black = czarne nie mają dozwolonego ruchu
reason-kings-only = { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
       *[many] { $n } ruchów
    } każdej strony tylko damkami i bez bicia
reason-three-against-king = { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
       *[many] { $n } ruchów
    } każdej strony przy trzech bierkach (w tym damce) przeciw samotnej damce
reason-two-against-king = { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
       *[many] { $n } ruchów
    } każdej strony przy najwyżej dwóch bierkach (w tym damce) przeciw samotnej damce
reason-no-capture-or-promotion = { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
       *[many] { $n } ruchów
    } każdej strony bez bicia i bez promocji
reason-no-man-move-or-capture = { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
       *[many] { $n } ruchów
    } każdej strony bez ruchu pionkiem i bez bicia
reason-no-capture-or-soldier-move = { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
       *[many] { $n } ruchów
    } każdej strony bez bicia i bez ruchu żołnierzem
settings-daily-puzzle = - Codzienne zadanie: { $channel }

## reasons
move-reason-character = nieoczekiwany znak „{ $found }”; ruchy zapisuj tak: { $example }
move-reason-empty = ruch jest pusty
move-reason-too-many-squares = za dużo pól (najwyżej { $most })
move-reason-number-too-large = numer pola { $word } jest za duży
move-reason-number-off-board = pola { $number } nie ma na tej planszy (1-{ $squares })
move-reason-not-a-square = „{ $word }” to nie jest pole; ruchy zapisuj tak: { $example }
move-reason-not-playable = „{ $word }” nie jest polem gry na tej planszy
move-reason-one-square = ruch wymaga co najmniej pola startowego i końcowego, np. { $example }
move-reason-no-piece = na polu { $square } nie ma pionka ani damki
move-reason-not-yours = bierka na { $square } nie należy do strony na ruchu: ruch mają { $color }
move-reason-capture-goes-on = bicie trzeba dokończyć: dozwolone { $moves }
move-reason-capture-the-most = bicie jest obowiązkowe i trzeba zbić jak najwięcej bierek ({ $most })
move-reason-must-capture = bicie jest obowiązkowe, a ta bierka nie ma bicia
move-reason-captures-elsewhere = bicie jest obowiązkowe; ta bierka bije na inne pola
move-reason-cannot-move = bierka na { $square } nie ma ruchu
move-reason-occupied = pole { $square } jest zajęte
move-reason-forward-only = pionek chodzi tylko do przodu
move-reason-cannot-go-there = bierka na { $square } nie może tam pójść
move-reason-game-over = partia jest zakończona ({ $outcome })
move-list-or = { $first } lub { $last }
## turn
# The opponent of an open challenge, inside sentences about the challenge.
challenge-anyone = ktokolwiek
## rule options (lead)
# A rule option refused: { $option } as typed, { $variant } the game, { $home } the game the option belongs to.
refuse-rule-option-unknown = Nie ma opcji reguł { $option }. Znane: optional-captures, black-first, white-first, immediate-transfer, end-of-move-transfer.
refuse-rule-option-contradiction = Opcje reguł { $first } i { $second } wykluczają się.
refuse-rule-option-not-for-variant = W grze { $variant } nie ma opcji reguł { $option }: należy ona do gry { $home }.
## Activity
activity-title = towers: plansza
activity-you = (ty)
activity-your-move = Twój ruch.
activity-watching = Oglądasz partię: ruszać mogą tylko gracze.
activity-no-game = Na tym kanale nie ma jeszcze partii. Zacznij ją poniżej albo przez /challenge.
activity-challenge = { $challenger } wyzywa { $opponent } na partię: { $variant }.
activity-open-challenge = { $challenger } proponuje partię ({ $variant }) każdemu na kanale.
activity-challenge-clock = Zegar: { $clock }.
activity-draw-offered = { $player } proponuje remis.
activity-takeback-asked = { $player } prosi o cofnięcie ruchu.
activity-result-white-wins = { $player } (białe) wygrywa. 1-0
activity-result-black-wins = { $player } (czarne) wygrywa. 0-1
activity-result-draw = Remis. 1/2-1/2
activity-moves = Ruchy
activity-choose-route = Dwa bicia kończą się tutaj. Które pionki bijesz?
activity-route = Bij { $squares }
activity-cancel = Anuluj
activity-tab-game = Partia
activity-tab-learn = Nauka
activity-learn-stage = Wybierz lekcję
activity-learn-stage-stars = { $title }: { $stars } z { $most } ★
activity-connecting = Łączenie…
activity-reconnecting = Utracono połączenie; ponowne łączenie…
activity-sign-in-failed = Discord nie mógł cię zalogować ({ $reason }). Zamknij planszę i otwórz ją ponownie.
activity-error-bad-token = Discord nie potwierdził, kim jesteś. Zamknij planszę i otwórz ją ponownie.
activity-error-not-in-instance = Nie należysz do sesji tej planszy. Otwórz planszę ponownie z kanału.
activity-error-too-large = Serwer odrzucił zbyt długą wiadomość; ponowne łączenie…
activity-error-too-fast = Za dużo działań naraz; ponowne łączenie…
activity-error-bad-message = Serwer nie zrozumiał strony; ponowne łączenie…
activity-error-discord-unreachable = Nie udało się połączyć z Discordem, by potwierdzić, kim jesteś; ponowne łączenie…
activity-error-other = Serwer zamknął połączenie ({ $code }); ponowne łączenie…
# The lobby (no game, or after one), review of earlier positions, the board's settings and what a
# screen reader says of a square. { $clock } like 5+3; { $ply } and { $count } numbers; { $square }
# a square's name or number; { $pieces } activity-piece-* joined by commas, top first.
activity-lobby-title = Nowa partia
activity-lobby-opponent = Przeciwnik
activity-lobby-anyone = Ktokolwiek tutaj (wyzwanie otwarte)
activity-lobby-bot = Bot
activity-lobby-variant = Gra
activity-lobby-level = Poziom bota
activity-lobby-pace = Tempo
activity-lobby-per-move = Czas na ruch: { $limit } (ustawiony na serwerze)
activity-lobby-clock = Zegar { $clock }
activity-lobby-color = Twój kolor
activity-lobby-challenge = Wyzwij
activity-lobby-play-bot = Graj z botem
activity-new-game = Nowa partia
activity-refuse-not-on-board = Ten gracz nie ma już otwartej planszy: wyzwij kogokolwiek tutaj albo kogoś, kto ją ma otwartą.
activity-refuse-roles-unknown = Discord nie mógł teraz podać, jakie masz role na tym serwerze, więc nie rozpoczęto partii. Spróbuj ponownie za chwilę.
activity-refuse-no-such-move = W tej partii nie ma takiego ruchu.
activity-refuse-too-many-starts = Właśnie rozpoczęto wiele partii: odczekaj kilka sekund przed następną.
activity-review = Ruch { $ply } z { $count }
activity-reviewing = Wyświetlana jest wcześniejsza pozycja; partia toczy się dalej.
activity-review-start = Pozycja początkowa
activity-review-previous = Poprzedni ruch
activity-review-next = Następny ruch
activity-back-to-live = Wróć do partii
activity-title-your-move = Twój ruch · towers
activity-sound = Dźwięki
activity-animation = Animacja
activity-board-label = Plansza: strzałki przechodzą między polami, Enter lub spacja wybiera pionek i pole docelowe
activity-square-empty = { $square }, puste
activity-square-pieces = { $square }, { $pieces }
activity-piece-light-man = biały pionek
activity-piece-light-king = biała damka
activity-piece-dark-man = czarny pionek
activity-piece-dark-king = czarna damka
activity-square-can-move = może się ruszyć
activity-square-must-capture = musi bić
activity-square-target = ruch tutaj

## Lekcje (`/learn`, `learn` w konsoli; lessons/*.json, docs/lessons.md).

lesson-title = { $stage }: poziom { $level } z { $levels } ({ $variant })
lesson-budget = { $count ->
    [one] Został jeden ruch;
    [few] Zostały { $count } ruchy;
   *[many] Zostało { $count } ruchów;
} trzy gwiazdki za { $three ->
    [one] jeden ruch.
    [few] { $three } ruchy.
   *[many] { $three } ruchów.
}
lesson-found = Znalezione bicia: { $found } z { $total }.
lesson-played = Twój ruch: { $move }.
lesson-replied = Odpowiedź ({ $color }): { $move }.
lesson-solved = Rozwiązane w { $count ->
    [one] jednym ruchu
   *[other] { $count } ruchach
}: { $stars }
lesson-all-done = Wszystkie poziomy za tobą. Każdą lekcję możesz powtórzyć przez /learn z jej nazwą, by zdobyć więcej gwiazdek.
lesson-failed-budget = Ruchy się skończyły, a cel nie został osiągnięty.
lesson-failed-lost = Jedna z twoich bierek została zbita.
lesson-failed-blocked = Nie masz już żadnego ruchu.
lesson-failed-game-over = Przeciwnik nie ma już ruchu, ale nie to było celem.
lesson-failed-unreachable = Po tym ruchu celu nie da się już osiągnąć w pozostałych ruchach.
lesson-hint = Podpowiedź: { $hint }
lesson-hint-move = Ruch, który działa: { $move }.
lesson-again = Poziom zaczyna się od nowa.
lesson-resumed = Wracasz do swojej lekcji.
lesson-list = Lekcje (wpisz /learn i nazwę lekcji, by ją zagrać):
lesson-list-stage = { $title } ({ $name }): { $stars } z { $most } gwiazdek
lesson-moves = Twoje ruchy: { $moves }
lesson-stopped = Lekcja zamknięta; gwiazdki zostają. Wpisz /learn, by do niej wrócić.
lesson-choose-move = Wybierz ruch
lesson-choose-piece = Wybierz bierkę, którą zagrasz
lesson-piece-option = { $square }: { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}
lesson-next-button = Następny poziom
lesson-hint-button = Podpowiedź
lesson-more-moves = Ruchów jest więcej, niż mieści menu: wpisz /learn move: i swój ruch.
lesson-again-button = Spróbuj jeszcze raz
refuse-lesson-none = Nie masz otwartej lekcji: wpisz /learn, by zacząć.
refuse-lesson-unknown = Nie ma lekcji o nazwie { $name }. Lekcje: { $known }.
refuse-lesson-moved-on = Ten poziom tymczasem poszedł dalej: wpisz /learn, by go zobaczyć.

lesson-men-title = Jak chodzą i biją pionki
lesson-men-explain = Pionek idzie o jedno pole po przekątnej do przodu. Bicie jest obowiązkowe: pionek przeskakuje sąsiednią bierkę przeciwnika na wolne pole tuż za nią i bije dalej, dopóki może. W Bashni pionki biją też do tyłu, w Lasce tylko do przodu.
lesson-men-1-goal = Doprowadź pionka z c3 na e5, krok po kroku po przekątnej do przodu.
lesson-men-1-hint = Idź przez d4.
lesson-men-2-goal = W Bashni pionek bije do przodu i do tyłu. Wykonaj oba bicia pionkiem z d4.
lesson-men-2-hint = Jedno bicie przeskakuje e5 do przodu, drugie c3 do tyłu.
lesson-men-3-goal = Bicie nie kończy się, dopóki może trwać. Zbij wszystkie trzy czarne pionki jednym ruchem.
lesson-men-3-hint = Najpierw przeskocz d2, potem bij dalej.

lesson-choice-title = Bashni: wybierz bicie
lesson-choice-explain = W Bashni możesz wybrać dowolne bicie, krótkie albo długie, ale wybrane musisz dokończyć. Żadna zasada nie każe bić jak najwięcej.
lesson-choice-1-goal = Masz krótkie i długie bicie i oba są dozwolone. Wykonaj każde z nich.
lesson-choice-1-hint = Jeden pionek bije jedną bierkę, drugi dwie.
lesson-choice-2-goal = Dwie drogi zbijają te same dwa pionki. Wybierz tę, która kończy się na bezpiecznym polu.
lesson-choice-2-hint = Po biciu sprawdź, co mógłby przeskoczyć czarny pionek z b8.

lesson-prisoner-title = Jeniec pod zdobywcą
lesson-prisoner-explain = W Bashni i Lasce zbita bierka nie schodzi z planszy: trafia pod bierkę, która ją zbiła, jako jeniec na dole wieży (w Lasce: kolumny). Cała wieża rusza się potem razem.
lesson-prisoner-1-goal = Zbij pionka na d4 i zobacz, jak trafia pod twojego pionka.
lesson-prisoner-1-hint = Skocz z c3 przez d4 na e5.
lesson-prisoner-2-goal = Twoja wieża na c3 ma już jeńca. Weź jednym ruchem jeszcze dwa pionki.
lesson-prisoner-2-hint = Przeskocz d4, potem f6.
lesson-prisoner-3-goal = Przeskocz czarną kolumnę na d4. Zbity zostaje tylko jej wierzchni żołnierz, reszta kolumny zostaje.
lesson-prisoner-3-hint = Skocz z c3 na e5.

lesson-commander-title = Dowódca rządzi kolumną
lesson-commander-explain = Wierzchnia bierka wieży to jej dowódca: decyduje, do kogo należy wieża i jak się rusza. Wieża z pionkiem na górze chodzi jak pionek, z damką na górze jak damka, bez względu na to, co jest pod spodem.
lesson-commander-1-goal = Twój pionek dowodzi wieżą na d4 z dwoma czarnymi jeńcami. Przeprowadź całą wieżę na f6.
lesson-commander-1-hint = Najpierw krok na e5.
lesson-commander-2-goal = Tą kolumną dowodzi oficer, więc może się cofać. Sprowadź kolumnę na b2.
lesson-commander-2-hint = Najpierw cofnij się na c3.

lesson-freeing-title = Uwalnianie jeńców
lesson-freeing-explain = Gdy przeskakujesz wieżę, zabierasz tylko jej wierzchnią bierkę. Jeśli tuż pod nią jest twoja bierka, zostaje uwolniona i dowodzi wieżą: wieża znów jest twoja.
lesson-freeing-1-goal = Twój pionek jest jeńcem pod czarnym pionkiem na d4. Przeskocz wieżę, by go uwolnić.
lesson-freeing-1-hint = Skocz z c3 przez d4.
lesson-freeing-2-goal = Dwaj twoi żołnierze są jeńcami na d4. Uwolnij obu jednym skokiem.
lesson-freeing-2-hint = Skocz z c3 na e5.
lesson-freeing-3-goal = Uwolnij jednym ruchem obu jeńców, na d4 i na f6.
lesson-freeing-3-hint = Przeskocz d4, potem f6.

lesson-weak-title = Słaba kolumna
lesson-weak-explain = Kolumna, której druga bierka należy do przeciwnika, jest słaba: gdy ktoś ją przeskoczy, bierka pod spodem zostaje uwolniona i kolumna zmienia właściciela.
lesson-weak-1-goal = Możesz przeskoczyć dwie czarne wieże. Weź słabą: stanie się twoja.
lesson-weak-1-hint = Wieża na f4 trzyma pod wierzchem twojego pionka.
lesson-weak-2-goal = Twoja kolumna na c3 jest słaba: jeśli czarne ją przeskoczą, przejmą ją. Ratuj ją.
lesson-weak-2-hint = Odejdź poza zasięg albo osłoń pole za nią.
lesson-weak-3-goal = Obie czarne kolumny trzymają twojego żołnierza. Przeskocz słabą, w której twój leży tuż pod wierzchem: ta kolumna stanie się twoja.
lesson-weak-3-hint = Na d4 twój żołnierz leży pod dwoma czarnymi: po jednym skoku ta kolumna zostałaby czarna.

lesson-promotion-title = Promocja w trakcie bicia
lesson-promotion-explain = Pionek, który w trakcie bicia dochodzi do ostatniego rzędu, od razu zostaje damką. W Bashni nowa damka bije dalej jako damka dalekosiężna; w Lasce ruch się tam kończy.
lesson-promotion-1-goal = Przeskocz e7: twój pionek staje się damką na d8 i w Bashni bije dalej. Zbij oba pionki.
lesson-promotion-1-hint = Z d8 leć w dół przekątnej przez b6.
lesson-promotion-2-goal = Awansuj żołnierza. W Lasce nowy oficer staje na ostatnim rzędzie, nawet jeśli mógłby coś jeszcze przeskoczyć.
lesson-promotion-2-hint = Przeskocz d6 na c7.

lesson-kings-title = Damki dalekosiężne i krótcy oficerowie
lesson-kings-explain = Damka w Bashni jest dalekosiężna: chodzi i bije wzdłuż całej przekątnej i może stanąć na dowolnym wolnym polu za przeskoczoną bierką. Oficer w Lasce jest krótki: chodzi o jedno pole w każdą stronę i przeskakuje tylko sąsiednią bierkę.
lesson-kings-1-goal = Twoja damka na a1 jest dalekosiężna. Zbij pionka na d4 z daleka.
lesson-kings-1-hint = Skocz z a1 przez d4 na e5.
lesson-kings-2-goal = Twój oficer chodzi o jedno pole. Podejdź do żołnierza na d4 i go przeskocz.
lesson-kings-2-hint = Idź na b2, potem na c3.
lesson-kings-3-goal = Damka musi stanąć tam, skąd bicie trwa dalej. Zbij damką dwa pionki.
lesson-kings-3-hint = Przeskocz b2 i stań na c3.
lesson-kings-4-goal = Damka w Bashni leci wzdłuż całej wolnej przekątnej, jak daleko zechce. Postaw jedną ze swoich damek na h8 jednym ruchem.
lesson-kings-4-hint = Na h8 prowadzi tylko jedna przekątna: długa, od a1.

lesson-ending-title = Końcówka wież
lesson-ending-explain = Wygrywasz, gdy przeciwnik nie ma ruchu: każda wieża, którą dowodził, została przejęta albo zablokowana. Uwalniając jeńców, wprowadzasz swoje pionki z powrotem do gry.
lesson-ending-1-goal = Wygraj: zostaw czarne bez ruchu.
lesson-ending-1-hint = Zacznij od uwolnienia swoich dwóch pionków na f4.
lesson-ending-2-goal = Wygraj oficerem i żołnierzami, których uwolnisz.
lesson-ending-2-hint = Zacznij od uwolnienia swoich dwóch żołnierzy na d2.

lesson-majority-title = Zasada większości
lesson-majority-explain = W warcabach międzynarodowych, kanadyjskich, brazylijskich i kurnikowych trzeba wykonać bicie, które bierze najwięcej bierek; damka liczy się jak jedna bierka. Spośród bić tej samej długości wybierasz sam.
lesson-majority-1-goal = Dozwolone są tylko bicia, które biorą najwięcej bierek. Wykonaj każde z nich.
lesson-majority-1-hint = Pionek z a5 mógłby zbić jedną bierkę, ale gdzie indziej da się zbić dwie.
lesson-majority-2-goal = Na planszy 12x12 też obowiązuje najdłuższe bicie. Zbij damką trzy pionki.
lesson-majority-2-hint = Przeskocz c3, potem e5.

lesson-flying-title = Damki w warcabach rosyjskich i brazylijskich
lesson-flying-explain = W warcabach rosyjskich i brazylijskich damka porusza się i bije wzdłuż całej przekątnej. Po skoku staje na dowolnym wolnym polu za bierką, ale jeśli bicie może trwać, musi stanąć na polu, z którego trwa.
lesson-flying-1-goal = Twoja damka może zbić jednym ruchem trzy pionki. Znajdź drogę.
lesson-flying-1-hint = Przeskocz c3 i stań na d4.
lesson-flying-2-goal = Zbij damką dwa pionki: stań tam, skąd bicie trwa dalej.
lesson-flying-2-hint = Przeskocz b2 i stań na c3.

lesson-english-title = Krótki ruch angielskiej damki
lesson-english-explain = W warcabach angielskich damka chodzi o jedno pole po przekątnej w każdą stronę i przeskakuje tylko sąsiednią bierkę. Pionki chodzą i biją tylko do przodu, a pionek, który zostaje damką, kończy ruch.
lesson-english-1-goal = Twoja damka przeskakuje po jednym sąsiedzie, także do tyłu. Wykonaj każde z jej bić.
lesson-english-1-hint = Obok twojej damki stoją trzy czarne pionki.
lesson-english-2-goal = Awansuj pionka. Ruch kończy się tam, choć damka mogłaby bić dalej.
lesson-english-2-hint = Przeskocz e7.

lesson-russian-title = Turecki udar i promocja w biegu
lesson-russian-explain = W warcabach rosyjskich pionek, który w trakcie bicia dochodzi do ostatniego rzędu, od razu zostaje damką i bije dalej jako damka. Zbite bierki zostają na planszy do końca ruchu (turecki udar): zagradzają drogę i nie można ich przeskoczyć drugi raz.
lesson-russian-1-goal = Przeskocz e7: twój pionek staje się damką na d8 i bije dalej. Zbij oba pionki.
lesson-russian-1-hint = Z d8 leć przez b6.
lesson-russian-2-goal = Wykonaj oba bicia pionkiem z a5. Nowa damka na a1 musi stanąć: przeskoczony pionek na b2 wciąż zagradza przekątną.
lesson-russian-2-hint = Jedno bicie kończy się na e5, drugie na a1.

# Tournaments (service/tournament/): see the English catalogue for the arguments.
reason-round-deadline = termin rundy turnieju minął, zanim partia się skończyła
tournament-created = { $director } otwiera turniej { $name } ({ $variant }, liczba rund: { $rounds }, { $round } na rundę), początek { $start }. Naciśnij Dołącz, aby grać (turniej { $id }).
tournament-created-robin = { $director } otwiera turniej kołowy { $name } ({ $variant }, każdy gra z każdym, { $round } na rundę), początek { $start }. Naciśnij Dołącz, aby grać (turniej { $id }).
tournament-deadline = { $date } ({ $relative })
tournament-joined = { $player } dołącza do turnieju { $name } (liczba graczy: { $players }).
tournament-joined-late = { $player } dołącza z opóźnieniem i będzie kojarzony od rundy { $round }, z pauzą za pół punktu w poprzedniej rundzie.
tournament-rejoined = { $player } wraca i znów będzie kojarzony od rundy { $round }.
tournament-left = { $player } opuszcza turniej { $name }.
tournament-withdrawn = { $player } zostaje wycofany: od następnej rundy nie jest kojarzony (może wrócić).
tournament-forbidden = { $a } i { $b } nie zostaną ze sobą skojarzeni.
tournament-bye-requested = { $player } nie będzie kojarzony w rundzie { $round } i dostaje pauzę za pół punktu.
tournament-paused = Turniej { $name } jest wstrzymany: termin rundy stoi.
tournament-resumed = Turniej { $name } toczy się dalej. Termin rundy to teraz { $deadline }.
tournament-result-set = Runda { $round }, plansza { $board }: { $result }
tournament-game-deadline = Minął termin rundy: { $result }
tournament-adjudicated = (adiudykacja)
tournament-game-adjudicated = Minął termin rundy i partię rozstrzygnięto w adiudykacji: { $result }
tournament-adjudicated-boards = Rozstrzygnięte w adiudykacji po terminie, plansze: { $boards }
tournament-reminder = { $player }, twoja partia turniejowa czeka na twój ruch: do końca rundy zostało { $left }.
tournament-cancelled = Turniej { $name } został odwołany: zapisało się mniej niż dwóch graczy.
tournament-stopped-early = Nie zostało żadne poprawne kojarzenie na kolejną rundę, więc turniej kończy się tutaj.
tournament-no-round = Turniej { $name } nie ma jeszcze skojarzonej rundy.
tournament-round-paired = Runda { $round } z { $rounds } turnieju { $name }. Termin: { $deadline }.
tournament-pairing = Plansza { $board }: { $white } (białe) – { $black } (czarne).
tournament-opening = Otwarcie: { $moves }.
tournament-bye = Pauza (punkty za wygraną): { $player }.
tournament-round-over = Runda { $round } turnieju { $name } zakończona. Czołówka: { $top }
tournament-finished = Turniej { $name } zakończony. Podium:
tournament-podium = { $rank }. { $player } (punkty: { $points })
tournament-standings-title = { $name } po rundzie { $rounds } (punktacja pomocnicza: { $tiebreaks }):
tournament-standings-row = { $rank }. { $player }: punkty { $points } ({ $tiebreaks }); wygrane { $wins }, remisy { $draws }, przegrane { $losses }
tournament-result-white = Wygrały białe.
tournament-result-black = Wygrały czarne.
tournament-result-draw = Remis.
tournament-result-white-forfeits = Białe nie grały: czarne wygrywają walkowerem.
tournament-result-black-forfeits = Czarne nie grały: białe wygrywają walkowerem.
tournament-result-double-forfeit = Żaden z graczy nie grał: obaj przegrywają walkowerem.
refuse-tournament-unknown = Nie ma turnieju { $id }.
refuse-tournament-rounds = Turniej szwajcarski ma od 1 do { $max } rund.
refuse-tournament-entry-limit = Limit graczy wynosi od 2 do { $max }.
refuse-tournament-round-length = Runda trwa od { $min } do { $max }.
refuse-tournament-start = Początek musi wypaść między teraz a { $max } od teraz.
refuse-tournament-tiebreaks = „{ $text }” nie jest listą punktacji pomocniczych. Wybierz z: { $names }.
refuse-tournament-name = Nazwa turnieju ma najwyżej { $max } znaków, w jednym wierszu.
refuse-tournament-too-many = Na tym serwerze trwa już turniejów: { $max } (to najwięcej).
refuse-tournament-not-director = Tylko sędzia turnieju, { $director }, może to zrobić.
refuse-tournament-finished = Turniej { $name } jest zakończony.
refuse-tournament-not-entered = { $player } nie gra w tym turnieju.
refuse-tournament-already-entered = Już grasz w turnieju { $name }.
refuse-tournament-full = Turniej jest pełny (limit graczy: { $max }).
refuse-tournament-late = Za późno, by dołączyć: skojarzono już połowę rund.
refuse-tournament-forbid-self = Podaj dwóch różnych graczy.
refuse-tournament-bye-round = O pauzę można prosić tylko na przyszłą rundę turnieju szwajcarskiego.
refuse-tournament-no-board = W bieżącej rundzie nie czeka taka plansza.
refuse-tournament-started = Turniej już się zaczął.
refuse-tournament-not-running = Turniej nie jest teraz rozgrywany.

# /tournament: the command, its subcommands and options (Discord: at most 100 characters each).
cmd-tournament-description = Turnieje na tym serwerze: system szwajcarski lub kołowy, partie przez wiele dni.
cmd-tournament-create-description = Otwórz turniej na tym kanale, z własnym wątkiem.
cmd-tournament-create-variant-description = W jaką grę się gra
cmd-tournament-create-format-description = Szwajcarski (domyślnie) lub kołowy (do 10 graczy)
cmd-tournament-create-rounds-description = Liczba rund systemu szwajcarskiego (domyślnie 5)
cmd-tournament-create-time-description = Czas na ruch, np. 1day lub 12h (domyślnie 1 dzień)
cmd-tournament-create-clock-description = Zegary zamiast czasu na ruch, np. 5+3
cmd-tournament-create-round_days-description = Dni od kojarzenia rundy do jej terminu (domyślnie 7)
cmd-tournament-create-start_hours-description = Godziny od teraz do pierwszej rundy (domyślnie 24)
cmd-tournament-create-rated-description = Czy partie liczą się do rankingu (domyślnie tak)
cmd-tournament-create-tiebreaks-description = Punktacje pomocnicze po kolei, np. solkoff-cut1,solkoff,sb,wins,direct
cmd-tournament-create-entry_limit-description = Największa liczba graczy (domyślnie 64)
cmd-tournament-create-half_points-description = Pokazuj punkty jako 1-½-0 zamiast 2-1-0
cmd-tournament-create-at_deadline-description = Partia niedokończona w terminie: rozstrzygnięta (domyślnie) lub remis
cmd-tournament-create-micro_match-description = Dwie partie na parę, ze zmianą kolorów, z wylosowanego otwarcia (domyślnie nie)
cmd-tournament-create-name-description = Nazwa turnieju
cmd-tournament-join-description = Dołącz do turnieju.
cmd-tournament-join-id-description = Numer turnieju
cmd-tournament-leave-description = Opuść turniej (po starcie: wycofaj się).
cmd-tournament-leave-id-description = Numer turnieju
cmd-tournament-standings-description = Tabela turnieju.
cmd-tournament-standings-id-description = Numer turnieju
cmd-tournament-standings-page-description = Która strona tabeli (domyślnie 1)
cmd-tournament-pairings-description = Kojarzenia rundy.
cmd-tournament-pairings-id-description = Numer turnieju
cmd-tournament-pairings-round-description = Która runda (domyślnie bieżąca)
cmd-tournament-export-description = Turniej jako plik TRF i PDN jego partii.
cmd-tournament-export-id-description = Numer turnieju
cmd-tournament-start-description = Rozpocznij turniej teraz (sędzia).
cmd-tournament-start-id-description = Numer turnieju
cmd-tournament-pause-description = Wstrzymaj turniej: termin rundy stoi (sędzia).
cmd-tournament-pause-id-description = Numer turnieju
cmd-tournament-resume-description = Wznów wstrzymany turniej (sędzia).
cmd-tournament-resume-id-description = Numer turnieju
cmd-tournament-withdraw-description = Wycofaj gracza z kolejnych rund (sędzia).
cmd-tournament-withdraw-id-description = Numer turnieju
cmd-tournament-withdraw-player-description = Kto zostaje wycofany
cmd-tournament-forbid-description = Nigdy nie kojarz ze sobą dwóch graczy (sędzia).
cmd-tournament-forbid-id-description = Numer turnieju
cmd-tournament-forbid-first-description = Jeden gracz
cmd-tournament-forbid-second-description = Drugi gracz
cmd-tournament-result-description = Ustal wynik na planszy (sędzia).
cmd-tournament-result-id-description = Numer turnieju
cmd-tournament-result-round-description = Runda
cmd-tournament-result-board-description = Plansza, numerowana jak w kojarzeniach
cmd-tournament-result-outcome-description = Wynik
choice-swiss = szwajcarski
choice-round-robin = kołowy
choice-adjudicated = rozstrzygnięta
choice-draw = remis
choice-white-wins = wygrywają białe
choice-black-wins = wygrywają czarne
choice-white-forfeits = białe przegrywają walkowerem
choice-black-forfeits = czarne przegrywają walkowerem
choice-double-forfeit = obustronny walkower
button-join-tournament = Dołącz
button-leave-tournament = Opuść
tournament-started = Turniej zaczyna się teraz.
tournament-opened = Turniej { $name } jest otwarty w { $thread }.
tournament-no-event = (Bez wydarzenia w kalendarzu: bot nie może zarządzać wydarzeniami tego serwera.)
tournament-event-location = W wątku turnieju na tym serwerze
tournament-thread-name = Runda { $round }, plansza { $board }: { $white } – { $black }
tournament-picture-title = { $name }: klasyfikacja po rundzie { $rounds }
tournament-podium-title = { $name }: podium
tournament-column-rank = #
tournament-column-name = Gracz
tournament-column-points = Punkty
tournament-column-record = W-R-P
tournament-column-solkoff-cut1 = Solk. −1
tournament-column-solkoff = Solkoff
tournament-column-sb = SB
tournament-column-wins = Wygrane
tournament-column-direct = Bezpośr.
cmd-tournament-why-description = Dlaczego gracz został tak skojarzony w ostatniej rundzie.
cmd-tournament-why-id-description = Numer turnieju
cmd-tournament-why-player-description = Czyje kojarzenie wyjaśnić
tournament-why-none = { $name } nie ma jeszcze skojarzonej rundy.
tournament-why-criterion = { $decided ->
    [float] O przesunięciu zdecydowało
    [bye] O wolnym losie zdecydowało
   *[pair] O tym skojarzeniu zdecydowało
} { $criterion ->
    [none] to, że nie było wyboru: żadne inne skojarzenie nie spełnia kryteriów bezwzględnych (bez powtórnej partii, jeden wolny los na gracza, kolory) i nie kojarzy reszty rundy.
    [bye] zasada wolnego losu: dostaje go najniższy wynik, który może go dostać.
    [c5] C5: jak najmniej graczy przesuniętych w dół.
    [c6] C6: najmniejsze różnice wyników w parach.
    [c7] C7: przesunięci w dół, z którymi następna grupa wynikowa kojarzy się najlepiej.
    [c8] C8: jak najmniej liderów z różnicą kolorów większą niż dwa.
    [c9] C9: jak najmniej liderów z tym samym kolorem trzy razy z rzędu.
    [c10] C10: jak najmniej niespełnionych preferencji koloru.
    [c11] C11: jak najmniej niespełnionych silnych preferencji koloru.
    [c12] C12: jak najmniej graczy przesuniętych w dół tak jak w poprzedniej rundzie.
    [c13] C13: jak najmniej graczy przesuniętych w górę tak jak w poprzedniej rundzie.
    [c14] C14: jak najmniej graczy przesuniętych w dół tak jak dwie rundy wcześniej.
    [c15] C15: jak najmniej graczy przesuniętych w górę tak jak dwie rundy wcześniej.
    [c16] C16: najmniejsze różnice wyników graczy przesuniętych w dół tak jak w poprzedniej rundzie.
    [c17] C17: najmniejsze różnice wyników graczy przesuniętych w górę tak jak w poprzedniej rundzie.
    [c18] C18: najmniejsze różnice wyników graczy przesuniętych w dół tak jak dwie rundy wcześniej.
    [c19] C19: najmniejsze różnice wyników graczy przesuniętych w górę tak jak dwie rundy wcześniej.
    [unplayed] zasada wolnego losu: spośród najniższych wyników gracz, który dotąd rozegrał każdą rundę.
   *[order] żadne kryterium: każde inne skojarzenie było równie dobre, więc wybrała je kolejność kandydatów z artykułu 4 (górna połowa przeciw dolnej, potem najmniej i najmniejszych zmian).
}
tournament-why-bye = Runda { $round } turnieju { $name }: { $player } (punkty: { $points }) dostał pauzę z kojarzenia. Przy nieparzystej liczbie graczy jeden pauzuje: gracz z najniższej grupy wynikowej, który nie miał jeszcze pauzy, najpierw najniżej sklasyfikowany.
tournament-why-absent = Runda { $round } turnieju { $name }: { $player } nie został skojarzony ({ $reason ->
    [bye] poprosił o pauzę w tej rundzie
    [late] dołączył po kojarzeniu
   *[withdrawn] został wycofany
}).
tournament-why-robin = Runda { $round } turnieju { $name }: { $player } grał z { $opponent } według tabeli Bergera turnieju kołowego.
tournament-why-paired = Runda { $round } turnieju { $name }: { $player } (punkty: { $points }) grał z { $opponent } (punkty: { $opponent_points }) { $float ->
    [down] po przesunięciu w dół: jego grupy wynikowej nie dało się skojarzyć wewnątrz, więc trafił na gracza z niższym wynikiem.
    [up] po przesunięciu w górę: gracz z wyższej grupy wynikowej został przesunięty do niego.
   *[none] w swojej grupie wynikowej.
}
tournament-why-colour = Kolor: { $colour ->
    [white] białe
   *[black] czarne
}; { $preference ->
    [none] żadnej partii wcześniej, więc bez preferencji: kolor wynikał z miejsca wyżej sklasyfikowanego gracza.
    [granted] zgodnie z jego { $strength ->
        [absolute] bezwzględną
        [strong] silną
       *[mild] łagodną
    } preferencją koloru.
   *[denied] wbrew jego { $strength ->
        [absolute] bezwzględnej
        [strong] silnej
       *[mild] łagodnej
    } preferencji koloru: preferencja przeciwnika była silniejsza albo przeciwnik był wyżej sklasyfikowany.
}

# Karta Turnieje w Activity (docs/activity.md). { $date } to data i godzina w formacie
# czytelnika, { $time } czas trwania (duration-*), { $left } activity-event-left albo -passed.
activity-tab-events = Turnieje
activity-events-title = Turnieje na tym serwerze
activity-events-none = Na tym serwerze nie ma otwartego turnieju. /tournament create go otwiera.
activity-events-all = Wszystkie turnieje
activity-event-stage-enrolling = Zapisy otwarte
activity-event-stage-running = Runda { $round } z { $rounds }
activity-event-stage-paused = Wstrzymany w rundzie { $round } z { $rounds }
activity-event-stage-finished = Zakończony
activity-event-kind-arena = Arena
activity-event-players = Gracze: { $players }
activity-event-starts = Start { $date } ({ $left })
activity-event-deadline = Termin: { $date } ({ $left })
activity-event-left = zostało: { $time }
activity-event-passed = minął
activity-event-pairings = Kojarzenia rundy { $round }
activity-event-standings = Tabela
activity-event-no-standings = Tabela zaczyna się z pierwszą rundą.
activity-event-entrants = Zapisani: { $players }
activity-event-board = Szachownica { $board }
activity-event-open-game = Otwórz moją partię
activity-event-bye = Pauza: { $player }
activity-event-home = Wróć do tego kanału
activity-refuse-no-tournament-game = Nie masz (jeszcze) otwartej partii w tej rundzie turnieju.
tournament-column-fire = Seria
tournament-column-games = Partie
activity-event-stage-live = W toku
activity-event-ends = Koniec { $date } ({ $left })
activity-event-games-now = Trwające partie

# Arena: turniej na czas z zegarami (service::arena, /arena).
arena-created = { $director } otwiera arenę { $name } ({ $variant }, zegary { $clock }, minut: { $minutes }, { $rated ->
    [1] rankingowa
   *[other] bez rankingu
    }), start { $start }. Naciśnij Dołącz, aby grać; kojarzenie następuje, gdy tylko inny gracz jest wolny (arena { $id }).
arena-joined = { $player } dołącza do areny (liczba graczy: { $players }).
arena-rejoined = { $player } wraca i jest gotowy do kojarzenia.
arena-paused = { $player } robi przerwę: nie jest kojarzony, dopóki znów nie dołączy.
arena-berserk = { $player } wybiera berserk: połowa czasu, bez dodatku, punkt więcej za wygraną w co najmniej 7 ruchach.
arena-started = Arena { $name } zaczyna się teraz i kończy { $end } ({ $relative }).
arena-pairing = { $name }: { $white } (białe) gra z { $black } (czarne).
arena-over = Arena { $name } zakończona (liczba graczy: { $players }). Partie wciąż trwające się nie liczą.
arena-standing-line = { $rank }. { $player }: { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
    }{ $fire ->
    [1] {" 🔥"}
   *[other] {""}
    }
arena-podium = Podium areny { $name }: { $players }
arena-picture-title = { $name }: tabela
arena-column-performance = Perf.
arena-thread-name = Arena: { $white } – { $black }
arena-opened = { $name } jest otwarta w { $thread }.
refuse-arena-unknown = Nie ma areny { $id }.
refuse-arena-clock = Zegar areny to jedno z ustawień: { $presets }.
refuse-arena-minutes = Arena trwa od { $min } do { $max } minut.
refuse-arena-start = Start musi wypaść między teraz a { $max } od teraz.
refuse-arena-too-many = Ten serwer ma już { $max } niezakończone areny.
refuse-arena-not-director = Tylko sędzia areny może to zrobić.
refuse-arena-finished = Ta arena jest zakończona.
refuse-arena-already-in = Już grasz w tej arenie i czekasz na kojarzenie.
refuse-arena-full = Arena jest pełna (graczy: { $max }).
refuse-arena-not-ready = Nie jesteś gotowy w tej arenie (najpierw dołącz).
refuse-arena-no-game = Nie masz trwającej partii w tej arenie.
refuse-arena-berserk-again = Berserk w tej partii już wybrałeś.
refuse-arena-berserk-late = Berserk jest możliwy tylko przed twoim pierwszym ruchem.
refuse-arena-none-here = Na tym kanale nie ma areny; podaj jej numer.
cmd-arena-description = Areny: turnieje z zegarami, kojarzenie, gdy tylko dwóch graczy jest wolnych.
cmd-arena-create-description = Otwórz arenę na tym kanale, z własnym wątkiem.
cmd-arena-create-variant-description = W jaką grę się gra
cmd-arena-create-clock-description = Zegary każdej partii (domyślnie 3+2)
cmd-arena-create-minutes-description = Ile trwa arena, w minutach (domyślnie 60)
cmd-arena-create-start_minutes-description = Minuty od teraz do startu (domyślnie 5)
cmd-arena-create-rated-description = Czy partie liczą się do rankingu (domyślnie tak)
cmd-arena-join-description = Dołącz do areny albo wróć po przerwie.
cmd-arena-join-id-description = Numer areny (domyślnie: ta na tym kanale)
cmd-arena-pause-description = Przerwa: bez kojarzenia, dopóki znów nie dołączysz.
cmd-arena-pause-id-description = Numer areny (domyślnie: ta na tym kanale)
cmd-arena-berserk-description = Berserk: połowa twojego czasu i bez dodatku, za punkt więcej przy wygranej.
cmd-arena-berserk-id-description = Numer areny (domyślnie: ta na tym kanale)
cmd-arena-standings-description = Tabela areny.
cmd-arena-standings-id-description = Numer areny (domyślnie: ta na tym kanale)
