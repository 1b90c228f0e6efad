// Well-known kinds of game, by every name people use for them: what each is (its category and mechanics, as tags the
// composer matches rulebooks by) and the library rulebook that makes it, if one does. Data only; read.ts finds the
// kind a prompt asks for, and kinds named here that no rulebook or mode makes are said to be approximated.
//
// A line is: names (the first is the canonical id) | category | mechanics | rulebook (or -); a line that starts with
// spaces goes on with the names of the line before it.

export const CATEGORIES = [
  'arcade',
  'puzzle',
  'board',
  'card',
  'word',
  'casual',
  'platformer',
  'shooter',
  'racing',
  'sports',
  'strategy',
  'rpg',
  'sim',
  'rhythm',
  'story',
  'party',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface GameKind {
  id: string;
  names: readonly string[];
  category: Category;
  mechanics: readonly string[];
  /** The library rulebook (rulebooks/<name>.json) that is this kind of game. */
  rulebook: string | undefined;
}

const TABLE = `
breakout, arkanoid, brick breaker, block breaker, brick buster, bricks | arcade | paddle bounce break | breakout
pong, table tennis video game, paddle ball | arcade | paddle bounce versus | pong
asteroids, asteroid shooter, space rocks | arcade | thrust rotate shoot wrap split | asteroids
lunar lander, moon lander, lander | arcade | thrust gravity land fuel | lunar-lander
flappy bird, flappy, flappy clone, tap to fly | arcade | flap gravity dodge scroll | flappy
space invaders, invaders, galaxian, galaga, alien invaders | shooter | shoot march dodge | space-invaders
egg catch, egg catcher, kaboom, catch the falling, catcher | casual | catch fall move | egg-catch
meteor dodge, dodge, dodger, avoid the falling, asteroid dodge, bullet dodge | arcade | dodge survive move | dodge
gravity flip, vvvvvv, gravity switch, gravity runner, gravity guy | platformer | gravity flip run dodge | gravity-flip
vine swing, rope swing, swing, tarzan, swinging monkey, grappling hook | platformer | swing gravity jump | swing
artillery, cannon, tank wars, scorched earth, worms, gunbound | shooter | aim launch gravity | artillery
doodle jump, sky hop, jump up, bounce climb, vertical jumper | platformer | bounce gravity climb | sky-hop
snake, snake game, nibbles, slither | arcade | grid trail grow chase | snake
pac-man, pacman, pac man, pellet maze, maze chase, ms pac-man | arcade | maze eat chase | pellet-maze
frogger, road crossing, crossy road, cross the road, chicken crossing | arcade | grid hop dodge lanes | road-crossing
tron, light cycles, light cycle, snake duel | arcade | grid trail versus | tron
boulder dash, rockfall, digger, dig dug | puzzle | dig fall collect grid | rockfall
pit crossing, boulder pusher, fill the pits | puzzle | push grid fill | pit-crossing
sokoban, box pusher, crate pusher, push box, warehouse keeper | puzzle | push grid goal | sokoban
fifteen puzzle, 15 puzzle, sliding puzzle, sliding tile puzzle, slide puzzle, gem puzzle, 8 puzzle,
  eight puzzle | puzzle | slide grid order | fifteen
lights out, lights-out, light switch puzzle, flip puzzle, xl25 | puzzle | toggle grid | lights-out
minesweeper, mine sweeper, mines | puzzle | reveal grid count | minesweeper
maze, labyrinth, key maze, dungeon maze, maze runner | puzzle | maze keys grid | maze
ice slide, ice puzzle, sliding ice, ice path | puzzle | slide grid | ice-slide
peg solitaire, solo noble, brainvita, hi-q, peg jump, triangle peg | puzzle | jump capture grid | peg-solitaire
memory, memory game, concentration, pairs, memory match, matching pairs,
  pelmanism, match the cards | puzzle | reveal pairs | memory
mastermind, codebreaker, code breaker, bulls and cows, cows and bulls | puzzle | guess code | mastermind
simon, simon says, memory sequence, follow the pattern, repeat the sequence | casual | sequence memory click | simon
hangman, hang man, guess the word | word | guess letters | hangman
typing, typing game, typing race, typing test, typing tutor, type racer, typeracer,
  keyboard practice | word | type sequence | typing
anagram, word scramble, jumble, unscramble, scrambled word, text twist | word | swap letters order | anagram
wordle, word guess, lingo, five letter word | word | guess code letters | wordle
tic-tac-toe, tic tac toe, tictactoe, noughts and crosses, naughts and crosses,
  xs and os | board | place line versus | tic-tac-toe
connect four, connect 4, four in a row, four in a line, drop four | board | drop line versus | connect-four
gomoku, five in a row, gobang, renju, connect five | board | place line versus | gomoku
reversi, othello, flip discs | board | place flank versus | reversi
checkers, draughts, english draughts | board | jump capture versus | checkers
nim, matchsticks, take the last match, pick up sticks game | board | take versus | nim
hexapawn, pawn battle | board | step capture versus | hexapawn
breakthrough, pawn race | board | step capture versus race | breakthrough
whack-a-mole, whack a mole, whac-a-mole, mole smash, bop the mole | casual | click timing popup | whack-a-mole
cookie clicker, clicker, idle clicker, idle game, incremental game, tap game | casual | click grow buy | cookie-clicker
stacker, tower stacker, stack, block stacker, stack the blocks | casual | timing drop stack | stacker
balloon pop, balloon popper, pop the balloons, bubble pop | casual | click rising | balloon-pop
perfect timing, timing game, stop the needle, timing bar, power meter | casual | timing oscillate | timing-bar
shooting gallery, duck hunt, target shooting, carnival shooter, point and shoot | casual | click aim | shooting-gallery
tetris, falling blocks, block puzzle, tetromino | puzzle | fall rotate line clear | -
columns, hexic, falling jewels | puzzle | fall match | -
2048, threes, merge numbers, number merge | puzzle | slide merge grid | -
match-3, match three, bejeweled, candy crush, jewel swap | puzzle | swap match grid | -
bubble shooter, puzzle bobble, bust-a-move, bubble bobble shooter | puzzle | aim launch match | -
sudoku, number place | puzzle | place number grid | -
kakuro | puzzle | place number grid | -
nonogram, picross, griddlers, paint by numbers puzzle | puzzle | fill grid clue | -
crossword, crossword puzzle | word | letters clue grid | -
word search, wordsearch, word find | word | find letters grid | -
boggle | word | letters find | -
scrabble, words with friends | word | place letters board | -
spelling bee, spelling game | word | letters | -
mahjong solitaire, mahjong, shanghai | puzzle | pairs match free | -
klondike, solitaire, patience, spider solitaire, freecell | card | cards stack order | -
blackjack, twenty-one, 21 card game | card | cards chance versus | -
poker, texas holdem | card | cards bet versus | -
go fish | card | cards pairs versus | -
uno, crazy eights | card | cards match versus | -
war card game | card | cards versus | -
snap | card | cards reaction | -
hearts, spades, bridge, euchre, rummy, gin rummy, cribbage | card | cards tricks versus | -
chess, chess game | board | move capture versus | -
shogi, xiangqi, chinese chess | board | move capture versus | -
go, weiqi, baduk | board | place capture territory | -
backgammon | board | dice race capture | -
ludo, parcheesi, sorry | board | dice race | -
snakes and ladders, chutes and ladders | board | dice race | -
monopoly | board | dice trade | -
battleship, sea battle | board | guess grid hidden | -
mancala, kalah, oware | board | sow capture versus | -
dots and boxes | board | lines boxes versus | -
hex board game, hex game | board | place connect versus | -
nine men's morris, mills, morris | board | place move capture | -
fox and geese | board | move capture versus | -
chinese checkers | board | jump race | -
tower of hanoi, towers of hanoi | puzzle | stack move order | -
rush hour, unblock me, traffic jam puzzle | puzzle | slide blocks | -
klotski | puzzle | slide blocks | -
pipe mania, pipe dream, plumber puzzle | puzzle | rotate connect | -
flood it, flood fill game | puzzle | flood color | -
tangram | puzzle | fit shapes | -
jigsaw, jigsaw puzzle | puzzle | fit pieces | -
sliding block | puzzle | slide blocks | -
lemmings | puzzle | guide crowd | -
portal | puzzle | teleport | -
cut the rope | puzzle | swing cut physics | -
angry birds, slingshot game, launcher game | shooter | launch physics knock | -
pinball, pinball machine | arcade | flippers bounce gravity | -
missile command | arcade | aim defend click | -
centipede | shooter | shoot grid | -
defender | shooter | scroll shoot | -
robotron, twin stick shooter | shooter | move shoot | -
galaxian shooter, shoot em up, shmup, bullet hell | shooter | scroll shoot dodge | -
qix | arcade | claim area | -
q*bert, qbert | arcade | hop pyramid | -
donkey kong | platformer | climb jump dodge | -
platformer, platform game, jump and run, side scroller, side-scroller | platformer | jump run collect | -
super mario, mario, mario bros | platformer | jump run stomp | -
sonic | platformer | run jump speed | -
metroidvania | platformer | explore jump | -
endless runner, temple run, subway surfers, runner game | platformer | run dodge lanes | -
jetpack joyride, jetpack | platformer | fly dodge scroll | -
geometry dash | platformer | jump timing scroll | -
chrome dino, dinosaur game, t-rex runner, dino run | platformer | jump dodge scroll | -
bomberman, bomber | arcade | grid bombs maze | -
gauntlet, dungeon crawler | rpg | explore fight | -
zelda, action adventure | rpg | explore fight | -
roguelike, roguelite, rogue | rpg | dungeon turns | -
tower defense, tower defence, td game | strategy | path towers waves | -
top-down shooter, twin-stick, arena shooter | shooter | move shoot | -
top-down adventure | rpg | explore | -
real-time strategy, rts, starcraft, age of empires | strategy | build units | -
city builder, simcity, town builder | sim | build grow | -
farming game, farm game, stardew valley, harvest moon, farmville | sim | plant harvest | -
tycoon, business sim, lemonade stand | sim | buy sell grow | -
fishing, fishing game | casual | timing reel | -
racing, racing game, kart racer, mario kart, car race, top-down racer | racing | drive race | -
drifting, drift game | racing | drive | -
golf, mini golf, minigolf, putt putt | sports | aim power | -
bowling | sports | aim roll | -
billiards, pool, snooker, 8 ball | sports | aim cue bounce | -
air hockey | sports | paddle bounce versus | -
soccer, football, penalty kick | sports | kick ball | -
basketball, free throw, hoops | sports | throw aim | -
tennis | sports | paddle bounce versus | -
darts | sports | aim throw | -
skee-ball, skeeball | sports | roll aim | -
archery | sports | aim shoot wind | -
boxing, fighting game, street fighter, beat em up | sports | fight versus | -
quiz, trivia, quiz game, trivia game, pub quiz | party | answer questions | -
visual novel, choose your own adventure, interactive fiction, text adventure, story game | story | choose read | -
dating sim | story | choose | -
card battler, deck builder, slay the spire, hearthstone | card | cards fight | -
rhythm, rhythm game, guitar hero, dance dance revolution, ddr, beat saber, osu | rhythm | timing music | -
piano tiles | rhythm | tap timing | -
pictionary, drawing game | party | draw guess | -
rock paper scissors | party | choose versus | -
hot potato | party | timing | -
simon game | casual | sequence memory | simon
reaction time, reaction test, reflex test | casual | timing react | -
aim trainer, aim lab | casual | click aim | shooting-gallery
bubble wrap, popping game | casual | click | balloon-pop
fruit ninja, slice fruit | casual | swipe slice | -
helicopter game, cave flyer, copter | arcade | fly dodge scroll | -
paper toss, basketball toss | casual | throw aim | -
idle miner, idle tycoon, adventure capitalist | sim | click grow buy | cookie-clicker
agar.io, agar, cell eater | arcade | grow eat | -
slither.io | arcade | trail grow | -
2d tank battle, tank battle, combat tanks | shooter | move shoot versus | -
duck shoot | casual | click aim | shooting-gallery
egg drop | casual | catch fall | egg-catch
catch the fruit, fruit catcher, basket catch | casual | catch fall move | egg-catch
galactic dodge, space dodge | arcade | dodge survive | dodge
brick wall breaker, wall breaker | arcade | paddle bounce break | breakout
`;

function parse(text: string): GameKind[] {
  return text
    .trim()
    .replace(/,\n\s+/g, ', ')
    .split('\n')
    .map((line) => {
      const [names, category, mechanics, rulebook] = line.split('|').map((s) => s.trim());
      const list = names!.split(',').map((n) => n.trim().toLowerCase());
      return {
        id: list[0]!,
        names: list,
        category: category as Category,
        mechanics: mechanics!.split(/\s+/),
        rulebook: rulebook === '-' ? undefined : rulebook,
      };
    });
}

export const GAME_KINDS: readonly GameKind[] = parse(TABLE);
