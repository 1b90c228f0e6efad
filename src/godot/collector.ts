// The behaviour-collector autoload Playsmith writes into a copy of the project for L3b (JamBench App. D, Alg. 1):
// 10 s of menu navigation (emit `pressed` → mouse click → Enter/Space on Buttons by keyword), then 50 s of the
// input strategy's cycle, counting nodes added/removed, position changes, input events, velocity-active frames,
// responsive actions and the signal types triggered. It runs with process_mode ALWAYS and unpauses every frame.
import type { InputStrategy } from './input-strategy.ts';

export const COLLECTOR_NAME = 'PlaysmithCollector';
export const COLLECTOR_FILE = 'playsmith_collector.gd';
export const FPS = 60;
export const MENU_FRAMES = 10 * FPS;
export const TOTAL_FRAMES = 60 * FPS;

/** The collector's GDScript, with the strategy and the output path written in as constants. */
export function collectorScript(strategy: InputStrategy, outFile: string): string {
  const strategyJson = JSON.stringify(JSON.stringify(strategy));
  return `extends Node
# Written by Playsmith for one L3b run (JamBench Algorithm 1). Not part of the game.

const STRATEGY_JSON := ${strategyJson}
const OUT_FILE := ${JSON.stringify(outFile)}
const MENU_FRAMES := ${MENU_FRAMES}
const TOTAL_FRAMES := ${TOTAL_FRAMES}
const ATTEMPT_FRAMES := 30

var strategy: Dictionary
var frame := 0
var in_gameplay := false
var nodes_added := 0
var nodes_removed := 0
var position_changes := 0
var event_count := 0
var velocity_active := 0
var responsive := {}
var signal_types := {}
var last_positions := {}
var pressed_action := ""
var pressed_at := -1
var menu_attempt := 0


func _ready() -> void:
	process_mode = Node.PROCESS_MODE_ALWAYS
	strategy = JSON.parse_string(STRATEGY_JSON)
	get_tree().node_added.connect(_on_node_added)
	get_tree().node_removed.connect(_on_node_removed)
	in_gameplay = strategy["menu"]["skip"]
	for node in get_tree().root.find_children("*", "", true, false):
		_watch_signals(node)


func _on_node_added(node: Node) -> void:
	nodes_added += 1
	_watch_signals(node)


func _on_node_removed(_node: Node) -> void:
	nodes_removed += 1


func _watch_signals(node: Node) -> void:
	var script: Script = node.get_script()
	if script == null or node.has_meta("_playsmith_watched"):
		return
	# A node that leaves and re-enters the tree is added again; its signals are watched once.
	node.set_meta("_playsmith_watched", true)
	for sig in script.get_script_signal_list():
		var signal_name: String = sig["name"]
		node.connect(signal_name, _on_signal.bind(signal_name).unbind(sig["args"].size()))


func _on_signal(signal_name: String) -> void:
	signal_types[signal_name] = true


func _physics_process(_delta: float) -> void:
	# Algorithm 1, lines 20-21: a paused game is unpaused every frame.
	if get_tree().paused:
		get_tree().paused = false
	frame += 1
	if not in_gameplay and frame < MENU_FRAMES:
		_navigate_menu()
	elif frame < TOTAL_FRAMES:
		in_gameplay = true
		_play(frame - MENU_FRAMES)
	_snapshot()
	if frame == TOTAL_FRAMES:
		_finish()


func _in_target_scene() -> bool:
	var scene := get_tree().current_scene
	return scene != null and strategy["menu"]["target_scenes"].has(scene.scene_file_path)


func _buttons() -> Array:
	var found := get_tree().root.find_children("*", "BaseButton", true, false)
	var keywords: Array = strategy["menu"]["button_keywords"]
	var rank := func(b: Node) -> int:
		var text := str(b.get("text")).to_lower() + " " + String(b.name).to_lower()
		for i in keywords.size():
			if text.contains(keywords[i]):
				return i
		return keywords.size()
	found.sort_custom(func(a, b): return rank.call(a) < rank.call(b))
	return found


func _navigate_menu() -> void:
	if _in_target_scene():
		in_gameplay = true
		return
	if frame % ATTEMPT_FRAMES != 0:
		return
	var buttons := _buttons()
	var level: int = menu_attempt % 3
	var index: int = menu_attempt / 3
	menu_attempt += 1
	# Three fallbacks per button, in the paper's order: emit pressed, click it, then Enter/Space.
	if level == 0 and index < buttons.size():
		buttons[index].emit_signal("pressed")
	elif level == 1 and index < buttons.size():
		var b: Control = buttons[index]
		_click(b.global_position + b.size / 2)
	else:
		_key("Enter")
		_key("Space")


func _step_at(cycle_frame: int) -> Dictionary:
	for step in strategy["actions"]:
		if cycle_frame >= step["frame"] and cycle_frame < step["frame"] + step["frames"]:
			return step
	return strategy["actions"][0]


func _play(t: int) -> void:
	var cycle_frame: int = t % int(strategy["cycle_frames"])
	var step := _step_at(cycle_frame)
	var starting: bool = cycle_frame == int(step["frame"])
	if not starting:
		return
	if pressed_action != "":
		Input.action_release(pressed_action)
		pressed_action = ""
	if step["action"] != null and InputMap.has_action(step["action"]):
		Input.action_press(step["action"])
		pressed_action = step["action"]
		pressed_at = frame
		event_count += 1
	if step["key"] != null:
		_key(step["key"])
	match step["mouse"]:
		"click_target", "drag":
			var targets := _targets()
			if targets.size() > 0:
				_click(targets[(t / ATTEMPT_FRAMES) % targets.size()])
		"click_center":
			_click(get_viewport().get_visible_rect().size / 2)


func _targets() -> Array:
	var out := []
	for node in get_tree().root.find_children("*", "", true, false):
		if node is BaseButton or node is Area2D:
			out.append(node.global_position)
	return out


func _key(key_name: String) -> void:
	var event := InputEventKey.new()
	event.keycode = OS.find_keycode_from_string(key_name)
	event.pressed = true
	Input.parse_input_event(event)
	event_count += 1


func _click(position: Vector2) -> void:
	for pressed in [true, false]:
		var event := InputEventMouseButton.new()
		event.button_index = MOUSE_BUTTON_LEFT
		event.position = position
		event.global_position = position
		event.pressed = pressed
		Input.parse_input_event(event)
	event_count += 1


func _snapshot() -> void:
	var moving := false
	var moved := false
	for node in get_tree().root.find_children("*", "Node2D", true, false):
		var id := node.get_instance_id()
		if last_positions.has(id) and last_positions[id] != node.global_position:
			position_changes += 1
			moved = true
		last_positions[id] = node.global_position
		if (node is CharacterBody2D or node is RigidBody2D) and node.get("velocity") is Vector2:
			moving = moving or node.get("velocity").length() > 0.1
		elif node is RigidBody2D:
			moving = moving or node.linear_velocity.length() > 0.1
	if moving:
		velocity_active += 1
	# An action counts as responsive when something moved within 10 frames of pressing it.
	if moved and pressed_action != "" and frame - pressed_at <= 10:
		responsive[pressed_action] = true


func _finish() -> void:
	var file := FileAccess.open(OUT_FILE, FileAccess.WRITE)
	file.store_string(JSON.stringify({
		"nodes_added": nodes_added,
		"nodes_removed": nodes_removed,
		"position_changes": position_changes,
		"event_count": event_count,
		"velocity_active": velocity_active,
		"responsive_actions": responsive.size(),
		"signal_triggers": signal_types.keys(),
	}))
	file.close()
	get_tree().quit()
`;
}
