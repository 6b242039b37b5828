<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="terrain" tilewidth="64" tileheight="64" tilecount="32" columns="8">
 <image source="../assets/tiles/terrain.png" width="512" height="256" />
</tileset>
